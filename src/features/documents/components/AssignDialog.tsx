import { useId } from 'react';
import {
  type AssignUser,
  DOCUMENT_TYPES,
  type DocAssignModel,
  DOC_ASSIGN_TEXTS as T,
} from '../../../../machines/docAssign/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';

export type AssignDialogProps = { view: DocAssignModel; users: readonly AssignUser[] };

/** The assign dialog: connect() of docAssign rendered; Ok only with a user and a type. */
export function AssignDialog({ view, users }: AssignDialogProps) {
  const userId = useId();
  const typeId = useId();
  const select = 'rounded-md border border-slate-300 px-2 py-1 text-sm';
  return (
    <Dialog open={view.open} title={T.title} onClose={view.onClose} dismissable={!view.busy}>
      <div className="flex flex-col gap-3">
        <label htmlFor={userId} className="text-sm font-medium text-slate-700">
          {T.user}
        </label>
        <select
          id={userId}
          className={select}
          value={view.username}
          disabled={!view.canPick}
          onChange={(event) => view.onUser(event.target.value)}
        >
          <option value="" disabled>
            {T.chooseUser}
          </option>
          {users.map((u) => (
            <option key={u.username} value={u.username}>{`${u.name} (${u.username})`}</option>
          ))}
        </select>
        <label htmlFor={typeId} className="text-sm font-medium text-slate-700">
          {T.doctype}
        </label>
        <select
          id={typeId}
          className={select}
          value={view.doctype}
          disabled={!view.canPick}
          onChange={(event) => view.onDoctype(event.target.value)}
        >
          <option value="" disabled>
            {T.chooseType}
          </option>
          {DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
        {view.status ? (
          <p
            role={view.busy || view.assigned ? 'status' : 'alert'}
            className={`text-sm ${view.assigned ? 'text-green-800' : view.busy ? 'text-slate-600' : 'text-red-700'}`}
          >
            {view.status}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          {view.assigned ? (
            <Button variant="secondary" onClick={view.onClose}>
              {T.close}
            </Button>
          ) : (
            <>
              {view.busy ? null : (
                <Button variant="secondary" onClick={view.onClose}>
                  {T.cancel}
                </Button>
              )}
              <Button disabled={!view.canConfirm} busy={view.busy} onClick={view.onConfirm}>
                {T.ok}
              </Button>
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}
