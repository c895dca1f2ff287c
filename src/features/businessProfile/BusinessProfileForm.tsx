import { useEffect, useRef } from 'react';
import {
  type BusinessProfileField,
  type BusinessProfileModel,
  BUSINESS_PROFILE_TEXTS as T,
} from '../../../machines/businessProfile/index.ts';
import { INDIAN_STATES } from '../../domain/indianStates.ts';
import { FormOutcome } from '../../ui/FormOutcome.tsx';

export type BusinessProfileLists = {
  types: readonly { id: number; name: string }[];
  documents: readonly { doc_group_id: number; business_doc_type: string }[];
};

const input =
  'w-full rounded-md border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-100 focus:border-brand-600 focus:outline-none';

function Text({
  view,
  field,
  type = 'text',
}: {
  view: BusinessProfileModel;
  field: Exclude<BusinessProfileField, 'business_type' | 'doc_group_id' | 'state'>;
  type?: 'text' | 'email';
}) {
  const id = `business-${field}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {T.fields[field]}
      </label>
      <input
        id={id}
        type={type}
        className={input}
        value={view.values[field]}
        disabled={view.busy}
        onChange={(e) => view.onChange(field, e.target.value)}
        {...(field === 'pin' ? { inputMode: 'numeric' as const, maxLength: 6 } : {})}
      />
    </div>
  );
}

function Select({
  id,
  label,
  value,
  disabled,
  placeholder,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  disabled: boolean;
  placeholder: string;
  options: readonly [string, string][];
  onChange: (value: string) => void;
}) {
  // A stored value the list no longer has still shows, so nothing saved is hidden.
  const known = value === '' || options.some(([v]) => v === value);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        className={input}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {known ? null : <option value={value}>{value}</option>}
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

const STATES = Object.entries(INDIAN_STATES) as [string, string][];

/** The business profile as a form: renders the model, sends its intents. */
export function BusinessProfileForm({
  view,
  lists,
}: {
  view: BusinessProfileModel;
  lists: BusinessProfileLists;
}) {
  const alertRef = useRef<HTMLParagraphElement>(null);
  // A refusal is read out where the user is: focus goes to the message.
  useEffect(() => {
    if (view.alert) alertRef.current?.focus();
  }, [view.alert]);
  return (
    <form
      aria-labelledby="business-profile-title"
      className="flex max-w-2xl flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      onSubmit={(e) => {
        e.preventDefault();
        view.onSave();
      }}
    >
      <h1 id="business-profile-title" className="text-xl font-semibold text-slate-900">
        {T.heading}
      </h1>
      <div className="grid gap-4 sm:grid-cols-2">
        <Text view={view} field="name" />
        <Text view={view} field="business_email" type="email" />
        <Select
          id="business-type"
          label={T.fields.business_type}
          value={view.values.business_type}
          disabled={view.busy}
          placeholder={T.chooseType}
          options={lists.types.map((t) => [t.name, t.name])}
          onChange={(value) => view.onChange('business_type', value)}
        />
        <Select
          id="business-document"
          label={T.fields.document}
          value={view.values.doc_group_id}
          disabled={view.busy}
          placeholder={T.chooseDocument}
          options={lists.documents.map((d) => [String(d.doc_group_id), d.business_doc_type])}
          onChange={(value) =>
            view.onDocumentChange(
              value,
              lists.documents.find((d) => String(d.doc_group_id) === value)?.business_doc_type ??
                '',
            )
          }
        />
        <div className="sm:col-span-2">
          <Text view={view} field="address" />
        </div>
        <Text view={view} field="city" />
        <Select
          id="business-state"
          label={T.fields.state}
          value={view.values.state}
          disabled={view.busy}
          placeholder={T.chooseState}
          options={STATES}
          onChange={(value) => view.onChange('state', value)}
        />
        <Text view={view} field="pin" />
      </div>
      <FormOutcome
        alert={view.alert}
        alertRef={alertRef}
        notice={view.notice}
        busy={view.busy}
        busyText={T.saving}
        submitLabel={T.save}
        canSubmit={view.canSave}
        retryLabel={T.retry}
        canRetry={view.canRetry}
        onRetry={view.onRetry}
      />
    </form>
  );
}
