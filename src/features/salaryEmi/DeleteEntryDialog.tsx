import { type EntryEditorModel, SALARY_TEXTS as T } from '../../../machines/salaryEmi/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { ErrorBox } from '../../ui/ErrorBox.tsx';

/** The confirmation before a delete, naming the entry by amount and date (part 1 §4). */
export function DeleteEntryDialog({ view }: { view: EntryEditorModel }) {
  const { confirm } = view;
  return (
    <Dialog
      open={confirm.open}
      title={confirm.title}
      dismissable={confirm.dismissable}
      onClose={view.onCancelDelete}
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">{confirm.what}</p>
        <ErrorBox>{confirm.error}</ErrorBox>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" disabled={!confirm.dismissable} onClick={view.onCancelDelete}>
            {T.cancel}
          </Button>
          <Button busy={confirm.busy} disabled={!confirm.canConfirm} onClick={view.onConfirmDelete}>
            {T.confirmDelete}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
