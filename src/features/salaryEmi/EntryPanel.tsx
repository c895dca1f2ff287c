import {
  type EntryEditorModel,
  type EntryRow,
  SALARY_TEXTS as T,
} from '../../../machines/salaryEmi/index.ts';
import { EMPTY, formatDate, formatRupees } from '../../domain/format.ts';
import { messages } from '../../domain/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { type PanelQuery, QueryPanel } from '../../ui/QueryPanel.tsx';
import { ScrollPane } from '../../ui/table/ScrollPane.tsx';
import { DeleteEntryDialog } from './DeleteEntryDialog.tsx';
import { EntryForm } from './EntryForm.tsx';
import { SALARY_EMI_TEXTS as X } from './salaryEmiTexts.ts';

export type EntryPanelProps = {
  /** The list's read, as rows of either kind. */
  rows: PanelQuery<EntryRow[]>;
  view: EntryEditorModel;
  today: string;
};

/** Salary Details or EMI Details: Add, the form, the list (the edited row highlighted), the confirmation. */
export function EntryPanel({ rows, view, today }: EntryPanelProps) {
  return (
    <section aria-label={view.heading} className="rounded-md border border-slate-200 bg-white p-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-800">{view.heading}</h3>
        {view.canEdit ? (
          <Button disabled={!view.canAdd} onClick={view.onAdd}>
            {view.addLabel}
          </Button>
        ) : (
          <p className="text-sm text-slate-500">{view.viewOnlyNote}</p>
        )}
      </div>
      {view.status ? (
        <p role="status" className="mb-2 text-sm text-green-700">
          {view.status}
        </p>
      ) : null}
      {view.form.open ? (
        <EntryForm key={view.form.editingId ?? 'new'} view={view} today={today} />
      ) : null}
      <QueryPanel
        query={rows}
        errorText={messages.common.somethingWentWrong}
        retryLabel={X.retry}
        skeleton={<ListSkeleton label={X.loadingEntries(view.heading)} lines={3} />}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => <EntriesTable rows={list} view={view} />}
      </QueryPanel>
      <DeleteEntryDialog view={view} />
    </section>
  );
}

function EntriesTable({ rows, view }: { rows: EntryRow[]; view: EntryEditorModel }) {
  const salary = view.kind === 'salary';
  const F = T.fields;
  const headers = [
    ...(salary ? [F.type] : []),
    F.date,
    F.amount,
    ...(salary ? [F.mode] : []),
    F.comment,
    F.updatedBy,
    ...(view.canEdit ? [X.actions] : []),
  ];
  return (
    <ScrollPane
      label={X.pane(view.heading)}
      height="max-h-[350px]"
      className="rounded-md border border-slate-200"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{view.heading}</caption>
        <thead className="sticky top-0 bg-slate-50">
          <tr>
            {headers.map((header) => (
              <th
                key={header}
                scope="col"
                className="whitespace-nowrap px-2 py-1 font-medium text-slate-600"
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const editing = view.form.editingId === row.id;
            const controls = view.rowControls(row);
            return (
              <tr
                key={row.id}
                data-editing={editing || undefined}
                className={`border-t border-slate-100 ${editing ? 'bg-amber-100' : ''}`}
              >
                {salary ? <td className="px-2 py-1">{T.typeLabel[row.type]}</td> : null}
                <td className="whitespace-nowrap px-2 py-1">{formatDate(row.date)}</td>
                <td className="whitespace-nowrap px-2 py-1 text-right tabular-nums">
                  {formatRupees(row.amount)}
                </td>
                {salary ? <td className="px-2 py-1">{row.mode ?? EMPTY}</td> : null}
                <td className="px-2 py-1">{row.comment || EMPTY}</td>
                <td className="px-2 py-1">{row.updatedBy}</td>
                {controls ? (
                  <td className="whitespace-nowrap px-2 py-1">
                    <span className="flex gap-2">
                      <Button
                        variant="link"
                        aria-label={controls.edit.label}
                        disabled={controls.edit.disabled}
                        onClick={() => view.onEdit(row)}
                      >
                        {T.rowEdit}
                      </Button>
                      <Button
                        variant="link"
                        aria-label={controls.remove.label}
                        disabled={controls.remove.disabled}
                        onClick={() => view.onDelete(row)}
                      >
                        {T.rowDelete}
                      </Button>
                    </span>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollPane>
  );
}
