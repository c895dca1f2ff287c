import { useId } from 'react';
import {
  PROFILE_EDIT_TEXTS as E,
  type ProfileEditModel,
} from '../../../../machines/profileEdit/index.ts';
import { INDIAN_STATES } from '../../../domain/indianStates.ts';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';

const STATE_OPTIONS = Object.entries(INDIAN_STATES).sort(([, a], [, b]) => a.localeCompare(b));

/** The one field open for editing: its input (a state from the list), Save and Cancel. */
export function ProfileFieldEditor({ edit }: { edit: ProfileEditModel }) {
  const errorId = useId();
  const field = edit.field!;
  const label = E.labels[field];
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        edit.onSave();
      }}
    >
      {field === 'current_address_state' ? (
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {label}
          <select
            className="rounded-md border border-slate-300 bg-white px-2 py-1 font-normal"
            value={edit.value}
            disabled={edit.saving}
            aria-invalid={Boolean(edit.error)}
            aria-describedby={edit.error ? errorId : undefined}
            onChange={(event) => edit.onChange(event.target.value)}
          >
            {/* A profile with no state yet starts from nothing chosen (Save then says so). */}
            {edit.value === '' ? <option value="">{E.chooseState}</option> : null}
            {STATE_OPTIONS.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          {edit.error ? (
            <span id={errorId} role="alert" className="font-normal text-red-700">
              {edit.error}
            </span>
          ) : null}
        </label>
      ) : (
        <TextField
          label={label}
          value={edit.value}
          onValueChange={edit.onChange}
          error={edit.error}
          disabled={edit.saving}
        />
      )}
      <div className="flex gap-2">
        <Button type="submit" busy={edit.saving} disabled={edit.saving}>
          {E.save}
        </Button>
        <Button variant="secondary" disabled={edit.saving} onClick={edit.onCancel}>
          {E.cancel}
        </Button>
      </div>
    </form>
  );
}
