import { REGISTER_COMPLAINT_TEXTS } from '../../../machines/registerComplaint/index.ts';
import { type ComplaintStatus, nextComplaintStatuses } from '../../domain/access/complaints.ts';
import { formatDateTime } from '../../domain/format.ts';
import { Button } from '../../ui/Button.tsx';
import { Pager } from '../../ui/list/Pager.tsx';
import { type Column, DataTable } from '../../ui/table/DataTable.tsx';
import type { ComplaintRow } from './complaintCalls.ts';
import { COMPLAINTS_TEXTS as T } from './complaintsTexts.ts';

const C = T.columns;

/** The move button's word: back to work from RESOLVED reopens. */
const moveWord = (from: string, to: ComplaintStatus) =>
  from === 'RESOLVED' && to === 'IN_PROGRESS' ? T.reopen : T.moves[to];

export type ComplaintsTableProps = {
  results: readonly ComplaintRow[];
  page: number;
  pages: number;
  count: number;
  /** Another page is on its way: this one stays, marked busy. */
  busy: boolean;
  /** Moves are offered (the roles that work complaints); null: the list is read only. */
  onMove: ((row: ComplaintRow, status: ComplaintStatus) => void) | null;
  /** The complaint whose move is in flight: its buttons wait. */
  moving: number | null;
  onPage: (page: number) => void;
};

function columns(props: ComplaintsTableProps): Column<ComplaintRow>[] {
  const list: Column<ComplaintRow>[] = [
    { label: C.status, cell: (r) => T.statuses[r.status] },
    { label: C.complaint, cell: (r) => <span className="whitespace-pre-wrap">{r.complaint}</span> },
    { label: C.raisedOn, cell: (r) => formatDateTime(r.date_created) },
    { label: C.customer, cell: (r) => `${r.customer_name} (${r.username})` },
    { label: C.category, cell: (r) => REGISTER_COMPLAINT_TEXTS.categories[r.category] },
    { label: C.registeredBy, cell: (r) => r.registered_by ?? T.fromApp },
  ];
  const { onMove } = props;
  if (!onMove) return list;
  list.push({
    label: C.actions,
    cell: (r) => (
      <div className="flex flex-wrap gap-2">
        {nextComplaintStatuses(r.status).map((to) => (
          <Button
            key={to}
            variant="secondary"
            aria-label={T.moveLabel(moveWord(r.status, to), r.id)}
            busy={props.moving === r.id}
            disabled={props.moving !== null}
            onClick={() => onMove(r, to)}
          >
            {moveWord(r.status, to)}
          </Button>
        ))}
      </div>
    ),
  });
  return list;
}

/** One page of complaints, newest first, with the moves each allows and the pager. */
export function ComplaintsTable(props: ComplaintsTableProps) {
  return (
    <div aria-busy={props.busy || undefined} className="flex flex-col gap-3">
      <DataTable
        caption={T.list}
        columns={columns(props)}
        rows={props.results}
        rowKey={(r) => r.id}
        height="max-h-[560px]"
      />
      <Pager
        label={T.list}
        page={props.page}
        pages={props.pages}
        count={props.count}
        busy={props.busy}
        onPage={props.onPage}
      />
    </div>
  );
}
