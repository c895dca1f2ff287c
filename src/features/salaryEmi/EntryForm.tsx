import { Field, Label, Select } from '@headlessui/react';
import {
  type EntryEditorModel,
  SALARY_MODES,
  SALARY_TYPES,
  SALARY_TEXTS as T,
} from '../../../machines/salaryEmi/index.ts';
import { Button } from '../../ui/Button.tsx';
import { DateField } from '../../ui/DateField.tsx';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { TextField } from '../../ui/TextField.tsx';

const SELECT = 'rounded-md border border-slate-300 px-3 py-2 text-sm data-disabled:bg-slate-100';

/**
 * The entry form above a list: Type and Salary Mode for a salary, then Date, Amount and Comment.
 * Date and Amount are checked on Submit (the spec's text); nothing changes while saving.
 */
export function EntryForm({ view, today }: { view: EntryEditorModel; today: string }) {
  const { form } = view;
  const salary = view.kind === 'salary';
  return (
    <form
      aria-label={form.title}
      noValidate
      className="mb-3 grid gap-3 rounded-md border border-amber-200 bg-amber-50/50 p-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        view.onSubmit();
      }}
    >
      {salary ? (
        <Field disabled={form.saving} className="flex flex-col gap-1">
          <Label className="text-sm font-medium text-slate-700">{T.fields.type}</Label>
          <Select
            value={form.values.type}
            onChange={(event) => view.onChange('type', event.target.value)}
            className={SELECT}
          >
            {SALARY_TYPES.map((type) => (
              <option key={type} value={type}>
                {T.typeLabel[type]}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <DateField
        label={T.fields.date}
        value={form.values.date}
        today={today}
        disabled={form.saving}
        onValueChange={(value) => view.onChange('date', value)}
      />
      <TextField
        label={T.fields.amount}
        value={form.values.amount}
        inputMode="numeric"
        autoComplete="off"
        disabled={form.saving}
        onValueChange={(value) => view.onChange('amount', value)}
      />
      {salary ? (
        <Field disabled={form.saving} className="flex flex-col gap-1">
          <Label className="text-sm font-medium text-slate-700">{T.fields.mode}</Label>
          <Select
            value={form.values.mode}
            onChange={(event) => view.onChange('mode', event.target.value)}
            className={SELECT}
          >
            {SALARY_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {mode}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <TextField
        label={T.fields.comment}
        value={form.values.comment}
        autoComplete="off"
        maxLength={500}
        disabled={form.saving}
        onValueChange={(value) => view.onChange('comment', value)}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <ErrorBox>{form.invalid ?? form.error}</ErrorBox>
      </div>
      <div className="flex justify-end gap-3 sm:col-span-2">
        <Button variant="secondary" disabled={!form.canCancel} onClick={view.onCancel}>
          {T.cancel}
        </Button>
        <Button type="submit" busy={form.saving} disabled={!form.canSubmit}>
          {T.submit}
        </Button>
      </div>
    </form>
  );
}
