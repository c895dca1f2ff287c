import { Link } from 'wouter';
import { Button } from '../../../ui/Button.tsx';
import { type Column, DataTable } from '../../../ui/table/DataTable.tsx';
import { TRACKER_TEXTS as T } from '../tasksTexts.ts';
import type { TrackerIssue } from './trackerQueries.ts';

const C = T.columns;

export type TrackerTableProps = {
  issues: readonly TrackerIssue[];
  /** Where a channel opens: the chat screen's address given a channel name. */
  channelHref: (channel: string) => string;
  /** The issue whose Assign Me is in flight: every Assign Me waits. */
  assigning: number | null;
  onAssign: (issue: TrackerIssue) => void;
};

function columns(props: TrackerTableProps): Column<TrackerIssue>[] {
  return [
    { label: C.id, cell: (r) => r.id, numeric: true },
    { label: C.title, cell: (r) => r.subject },
    { label: C.description, cell: (r) => <span className="line-clamp-3">{r.description}</span> },
    { label: C.priority, cell: (r) => r.priority },
    { label: C.status, cell: (r) => r.status },
    { label: C.creator, cell: (r) => r.author.name },
    {
      label: C.assignedTo,
      cell: (r) =>
        r.assigned_to ? (
          r.assigned_to.name
        ) : (
          <Button
            variant="secondary"
            aria-label={T.assignMeLabel(r.id)}
            busy={props.assigning === r.id}
            disabled={props.assigning !== null}
            onClick={() => props.onAssign(r)}
          >
            {T.assignMe}
          </Button>
        ),
    },
    {
      label: C.projectName,
      cell: (r) =>
        r.channel_name ? (
          <Link
            href={props.channelHref(r.channel_name)}
            aria-label={T.openChannel(r.project_name)}
            className="text-brand-600 hover:underline"
          >
            {r.project_name}
          </Link>
        ) : (
          r.project_name
        ),
    },
  ];
}

/** One page of issues; an unassigned issue offers Assign Me, a project name opens its channel. */
export function TrackerTable(props: TrackerTableProps) {
  return (
    <DataTable
      caption={T.list}
      columns={columns(props)}
      rows={props.issues}
      rowKey={(r) => r.id}
      height="max-h-[560px]"
    />
  );
}
