import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import {
  type AlternateContact,
  type AlternateContactsModel,
  type ContactField,
  REFERENCE_CHECKS,
  CONTACT_TEXTS as T,
} from '../../../../machines/alternateContacts/index.ts';
import { Button } from '../../../ui/Button.tsx';

const box = 'rounded-md border border-slate-300 px-2 py-1 text-sm data-disabled:bg-slate-100';

/** A pencil: the button is named by its aria-label, so the cell's text stays the value. */
function EditIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
      <path d="M13.6 3.6a2 2 0 0 1 2.8 2.8l-8.5 8.5-3.6.8.8-3.6 8.5-8.5Z" />
    </svg>
  );
}

/** The editor in place: a box or a list, Save and Cancel; Enter saves and Esc cancels. */
function Editor({
  view,
  relations,
}: {
  view: AlternateContactsModel;
  relations: readonly string[];
}) {
  const editor = view.editor!;
  const cancelOnEsc = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !editor.saving) view.onEditCancel();
  };
  const choices = editor.field === 'relation' ? relations : REFERENCE_CHECKS;
  const control =
    editor.field === 'contact' || editor.field === 'name' ? (
      <input
        aria-label={editor.label}
        value={editor.value}
        disabled={editor.saving}
        // biome-ignore lint/a11y/noAutofocus: the editor opens on the user's press of Edit.
        autoFocus
        inputMode={editor.field === 'contact' ? 'numeric' : undefined}
        maxLength={editor.field === 'contact' ? 10 : undefined}
        aria-invalid={editor.invalid ? true : undefined}
        onChange={(event) => view.onEditChange(event.target.value)}
        onKeyDown={cancelOnEsc}
        className={box}
      />
    ) : (
      <select
        aria-label={editor.label}
        value={editor.value}
        disabled={editor.saving}
        // biome-ignore lint/a11y/noAutofocus: the editor opens on the user's press of Edit.
        autoFocus
        onChange={(event) => view.onEditChange(event.target.value)}
        onKeyDown={cancelOnEsc}
        className={box}
      >
        <option value="" disabled>
          {editor.field === 'relation' ? T.chooseRelation : T.chooseCheck}
        </option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    );
  const message = editor.invalid ?? editor.error;
  return (
    <form
      className="flex flex-col gap-1"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        view.onSave();
      }}
    >
      <div className="flex items-center gap-2">
        {control}
        <Button
          type="submit"
          className="!px-2 !py-1"
          busy={editor.saving}
          disabled={!editor.canSave}
        >
          {T.save}
        </Button>
        <Button
          variant="secondary"
          className="!px-2 !py-1"
          disabled={editor.saving}
          onClick={view.onEditCancel}
        >
          {T.cancel}
        </Button>
      </div>
      {message ? (
        <p role="alert" className="text-xs text-red-700">
          {message}
        </p>
      ) : null}
    </form>
  );
}

/**
 * One editable cell: its value and, for a user who may change it, an edit button; the editor in
 * its place while this field of this contact is edited.
 */
export function ContactCell({
  contact,
  field,
  view,
  relations,
  children,
}: {
  contact: AlternateContact;
  field: ContactField;
  view: AlternateContactsModel | undefined;
  relations: readonly string[];
  children: ReactNode;
}) {
  const editor = view?.editor;
  const here = Boolean(view && editor?.contactId === contact.id && editor.field === field);
  const button = useRef<HTMLButtonElement>(null);
  const wasHere = useRef(false);
  // Keyboard users land back on the edit button when its editor closes (saved or cancelled).
  useEffect(() => {
    if (wasHere.current && !here) button.current?.focus();
    wasHere.current = here;
  }, [here]);
  if (view && here) return <Editor view={view} relations={relations} />;
  const control = view?.editControl(contact, field);
  return (
    <span className="inline-flex items-center gap-1">
      {children}
      {control ? (
        <button
          ref={button}
          type="button"
          aria-label={control.label}
          title={control.label}
          disabled={control.disabled}
          onClick={() => view!.onEdit(contact, field)}
          className="rounded p-0.5 text-slate-400 hover:text-brand-600 disabled:opacity-40"
        >
          <EditIcon />
        </button>
      ) : null}
    </span>
  );
}
