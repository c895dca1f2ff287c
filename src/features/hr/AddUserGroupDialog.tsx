import { useEffect, useId, useRef } from 'react';
import {
  type AddUserGroupModel,
  ADD_USER_GROUP_TEXTS as T,
} from '../../../machines/addUserGroup/index.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { DialogFormFoot } from '../../ui/DialogFormFoot.tsx';

/** The Add user group dialog: connect() of the machine rendered. */
export function AddUserGroupDialog({ view }: { view: AddUserGroupModel }) {
  const name = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (view.invalid) name.current?.focus();
  }, [view.invalid]);
  const alertId = useId();
  return (
    <Dialog open={view.open} title={T.title} onClose={view.onClose} dismissable={view.canClose}>
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (view.canAdd) view.onAdd();
        }}
      >
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {T.name}
          <input
            ref={name}
            className="rounded-md border border-slate-300 px-2 py-2 text-sm read-only:bg-slate-100 aria-invalid:border-red-500"
            autoComplete="off"
            value={view.name}
            maxLength={view.maxName}
            readOnly={view.busy}
            aria-invalid={view.invalid || undefined}
            aria-describedby={view.alert ? alertId : undefined}
            onChange={(event) => view.onNameChange(event.target.value)}
          />
        </label>
        <DialogFormFoot
          alertId={alertId}
          alert={view.alert}
          notice={view.notice}
          busy={view.busy}
          cancelLabel={T.cancel}
          canClose={view.canClose}
          onClose={view.onClose}
          submitLabel={T.add}
          canSubmit={view.canAdd}
        />
      </form>
    </Dialog>
  );
}
