import { useEffect, useId, useRef } from 'react';
import {
  type AddEmployeeModel,
  type HrRole,
  ADD_EMPLOYEE_TEXTS as T,
} from '../../../machines/addEmployee/index.ts';
import type { components } from '../../../openapi/generated/main.ts';
import { ASSIGNABLE_ROLES } from '../../domain/access/hr.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { DialogFormFoot } from '../../ui/DialogFormFoot.tsx';

type Group = components['schemas']['UserGroup'];

const FIELD =
  'rounded-md border border-slate-300 px-2 py-2 text-sm read-only:bg-slate-100 aria-invalid:border-red-500';
const LABEL = 'flex flex-col gap-1 text-sm font-medium text-slate-700';

export type AddEmployeeDialogProps = { view: AddEmployeeModel; groups: readonly Group[] };

/** The Add employee dialog: connect() of the machine rendered; it decides nothing itself. */
export function AddEmployeeDialog({ view, groups }: AddEmployeeDialogProps) {
  const name = useRef<HTMLInputElement>(null);
  const mobile = useRef<HTMLInputElement>(null);
  const role = useRef<HTMLSelectElement>(null);
  const joining = useRef<HTMLInputElement>(null);
  // A refusal moves focus to the field it is about.
  useEffect(() => {
    const field = { name, mobile, role, joining }[view.invalid ?? 'name'];
    if (view.invalid) field.current?.focus();
  }, [view.invalid]);
  const alertId = useId();
  const hintId = useId();
  const about = (field: NonNullable<AddEmployeeModel['invalid']>) => ({
    'aria-invalid': view.invalid === field || undefined,
    'aria-describedby': view.invalid === field ? alertId : undefined,
  });
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
        <label className={LABEL}>
          {T.name}
          <input
            ref={name}
            className={FIELD}
            autoComplete="off"
            value={view.name}
            maxLength={view.limits.name}
            readOnly={view.busy}
            {...about('name')}
            onChange={(event) => view.onNameChange(event.target.value)}
          />
        </label>
        <div className="flex flex-col gap-1">
          <label className={LABEL}>
            {T.mobile}
            <input
              ref={mobile}
              className={FIELD}
              inputMode="numeric"
              autoComplete="off"
              value={view.mobile}
              maxLength={view.limits.mobile}
              readOnly={view.busy}
              {...about('mobile')}
              aria-describedby={view.invalid === 'mobile' ? `${hintId} ${alertId}` : hintId}
              onChange={(event) => view.onMobileChange(event.target.value)}
            />
          </label>
          <span id={hintId} className="text-xs text-slate-500">
            {T.mobileHint}
          </span>
        </div>
        <label className={LABEL}>
          {T.role}
          <select
            ref={role}
            className="rounded-md border border-slate-300 bg-white px-2 py-2 text-sm aria-invalid:border-red-500"
            value={view.role}
            disabled={view.busy}
            {...about('role')}
            onChange={(event) => view.onRoleChange(event.target.value as HrRole | '')}
          >
            <option value="">{T.chooseRole}</option>
            {ASSIGNABLE_ROLES.map(({ role, label }) => (
              <option key={role} value={role}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-slate-700">{T.groups}</legend>
          {groups.length === 0 ? (
            <p className="text-sm text-slate-500">{T.noGroups}</p>
          ) : (
            <div className="flex max-h-40 flex-wrap gap-x-4 gap-y-2 overflow-auto">
              {groups.map((group) => (
                <label key={group.id} className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    checked={view.groupIds.includes(group.id)}
                    disabled={view.busy}
                    onChange={() => view.onGroupToggle(group.id)}
                  />
                  {group.name}
                </label>
              ))}
            </div>
          )}
        </fieldset>
        <label className={LABEL}>
          {T.joining}
          <input
            ref={joining}
            type="date"
            className={FIELD}
            value={view.joining}
            readOnly={view.busy}
            {...about('joining')}
            onChange={(event) => view.onJoiningChange(event.target.value)}
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
