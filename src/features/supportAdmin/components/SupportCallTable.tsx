import type { components } from '../../../../openapi/generated/main.ts';
import { formatDateTime } from '../../../domain/format.ts';
import { messages } from '../../../domain/messages.ts';
import { pageCount } from '../../../domain/supportCalls.ts';
import { Pager } from '../../../ui/list/Pager.tsx';
import { type Column, DataTable } from '../../../ui/table/DataTable.tsx';
import { SUPPORT_ADMIN_TEXTS as T } from '../supportAdminTexts.ts';

export type SupportCallRow = components['schemas']['SupportCallRow'];
export type SupportCallPage = components['schemas']['SupportCallPage'];

const C = T.columns;

function columns(onOpenCall: (id: number) => void): readonly Column<SupportCallRow>[] {
  return [
    {
      label: C.id,
      cell: (r) => (
        <button
          type="button"
          aria-label={T.openCall(r.id)}
          onClick={() => onOpenCall(r.id)}
          className="font-medium text-brand-600 underline underline-offset-2 hover:text-brand-700"
        >
          {r.id}
        </button>
      ),
    },
    { label: C.name, cell: (r) => r.name },
    { label: C.mobile, cell: (r) => r.username },
    { label: C.created, cell: (r) => formatDateTime(r.created_at) },
    { label: C.lastUpdated, cell: (r) => formatDateTime(r.last_updated) },
    { label: C.loanRelated, cell: (r) => r.loan_related },
    { label: C.status, cell: (r) => r.status },
    { label: C.raised, cell: (r) => r.raised_count, numeric: true },
    { label: C.feedback, cell: (r) => r.feedback_count, numeric: true },
    { label: C.traceability, cell: (r) => messages.labels.traceability[r.traceability] },
    {
      label: C.assignedTo,
      cell: (r) =>
        r.assigned_to ? `${r.assigned_to.name} (${r.assigned_to.username})` : T.notAssigned,
    },
  ];
}

export type SupportCallTableProps = {
  caption: string;
  answer: SupportCallPage;
  /** Another page is on its way: this one stays, marked busy. */
  busy: boolean;
  onPage: (page: number) => void;
  onOpenCall: (id: number) => void;
};

/** One page of support calls (part 2 §3 'Support call row'), its Id opening the call, and the pager. */
export function SupportCallTable({
  caption,
  answer,
  busy,
  onPage,
  onOpenCall,
}: SupportCallTableProps) {
  return (
    <div aria-busy={busy || undefined} className="flex flex-col gap-3">
      <DataTable
        caption={caption}
        columns={columns(onOpenCall)}
        rows={answer.results}
        rowKey={(r) => r.id}
        height="max-h-[480px]"
      />
      <Pager
        label={caption}
        page={answer.page}
        pages={pageCount(answer.count)}
        count={answer.count}
        busy={busy}
        onPage={onPage}
      />
    </div>
  );
}
