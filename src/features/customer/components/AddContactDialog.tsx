import { Field, Label, Select } from '@headlessui/react';
import {
  type AlternateContactsModel,
  CONTACT_TEXTS as T,
} from '../../../../machines/alternateContacts/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';
import { TextField } from '../../../ui/TextField.tsx';

export type RelationOptions = { relations: readonly string[]; note: string | null };

/**
 * 'Add Details' (spec part 1 §2): Name, Contact, Relation and Submit. The number keeps its digits
 * only, ten at most; Submit waits for every field; a bad number or name is refused before
 * anything is sent; while saving nothing can be changed or dismissed.
 */
export function AddContactDialog({
  view,
  options,
}: {
  view: AlternateContactsModel;
  options: RelationOptions;
}) {
  const { dialog } = view;
  return (
    <Dialog
      open={dialog.open}
      title={T.dialogTitle}
      dismissable={dialog.dismissable}
      onClose={view.onCancel}
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          view.onSubmit();
        }}
      >
        <TextField
          label={T.name}
          value={dialog.form.name}
          disabled={dialog.saving}
          autoComplete="off"
          onValueChange={(value) => view.onFieldChange('name', value)}
        />
        <TextField
          label={T.contact}
          value={dialog.form.contact}
          disabled={dialog.saving}
          inputMode="numeric"
          autoComplete="off"
          maxLength={dialog.contactMax}
          onValueChange={(value) => view.onFieldChange('contact', value)}
        />
        <Field disabled={dialog.saving} className="flex flex-col gap-1">
          <Label className="text-sm font-medium text-slate-700">{T.relation}</Label>
          <Select
            value={dialog.form.relation}
            onChange={(event) => view.onFieldChange('relation', event.target.value)}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm data-disabled:bg-slate-100"
          >
            <option value="" disabled>
              {T.chooseRelation}
            </option>
            {options.relations.map((relation) => (
              <option key={relation} value={relation}>
                {relation}
              </option>
            ))}
          </Select>
          {options.note ? <p className="text-xs text-slate-500">{options.note}</p> : null}
        </Field>
        <ErrorBox>{dialog.invalid ?? dialog.error}</ErrorBox>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" disabled={dialog.saving} onClick={view.onCancel}>
            {T.cancel}
          </Button>
          <Button type="submit" busy={dialog.saving} disabled={!dialog.canSubmit}>
            {T.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
