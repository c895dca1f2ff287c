import { formatDateTime } from '../../domain/format.ts';
import { Button } from '../../ui/Button.tsx';
import { Pager } from '../../ui/list/Pager.tsx';
import { type Column, DataTable, type RowTone } from '../../ui/table/DataTable.tsx';
import type { JobRow } from './jobCalls.ts';
import { JOBS_TEXTS as T } from './jobsTexts.ts';
import { outcomeText, statusText, typeText } from './jobWords.ts';

const C = T.columns;

export type JobsTableProps = {
  results: readonly JobRow[];
  page: number;
  pages: number;
  count: number;
  /** Another page is on its way: this one stays, marked busy. */
  busy: boolean;
  onDetails: (job: JobRow) => void;
  onPage: (page: number) => void;
};

const tone = (job: JobRow): RowTone =>
  job.status === 'FAILED' ? 'danger' : job.status === 'DONE' ? 'success' : null;

/** One page of jobs, newest first, each with its Details, and the pager. */
export function JobsTable(props: JobsTableProps) {
  const columns: Column<JobRow>[] = [
    { label: C.id, cell: (j) => j.id, numeric: true },
    { label: C.type, cell: typeText },
    { label: C.status, cell: statusText },
    { label: C.createdBy, cell: (j) => j.created_by },
    { label: C.createdAt, cell: (j) => formatDateTime(j.created_at) },
    {
      label: C.outcome,
      cell: (j) => <span className="whitespace-pre-wrap">{outcomeText(j)}</span>,
    },
    {
      label: C.details,
      cell: (j) => (
        <Button
          variant="secondary"
          aria-label={T.detailsOf(j.id)}
          onClick={() => props.onDetails(j)}
        >
          {T.details}
        </Button>
      ),
    },
  ];
  return (
    <div aria-busy={props.busy || undefined} className="flex flex-col gap-3">
      <DataTable
        caption={T.list}
        columns={columns}
        rows={props.results}
        rowKey={(j) => j.id}
        tone={tone}
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
