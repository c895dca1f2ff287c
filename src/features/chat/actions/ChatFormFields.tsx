import {
  type ChatFormFieldView,
  CHAT_ACTIONS_TEXTS as T,
} from '../../../../machines/chatActions/index.ts';

const INPUT =
  'mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm disabled:bg-slate-100';

type Props = {
  fields: readonly ChatFormFieldView[];
  onChange: (name: string, value: string) => void;
};

/** One labelled control per schema field (spec part 2 §2: type, display_name, options, values). */
export function ChatFormFields({ fields, onChange }: Props) {
  return fields.map((field) => {
    const id = `chat-action-${field.name}`;
    const change = (value: string) => onChange(field.name, value);
    if (field.type === 'checkbox') {
      return (
        <label key={field.name} className="flex items-center gap-2 text-sm">
          <input
            id={id}
            type="checkbox"
            checked={field.value === 'true'}
            onChange={(e) => change(e.target.checked ? 'true' : 'false')}
          />
          {field.display_name}
        </label>
      );
    }
    const label = (
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {field.display_name}
        {field.required && <span aria-hidden="true"> *</span>}
      </label>
    );
    if (field.type === 'select') {
      return (
        <div key={field.name}>
          {label}
          <select
            id={id}
            className={INPUT}
            required={field.required}
            value={field.value}
            onChange={(e) => change(e.target.value)}
          >
            <option value="">Select</option>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      );
    }
    if (field.type === 'multiline') {
      const left = (field.maxLength ?? 0) - field.value.length;
      return (
        <div key={field.name}>
          {label}
          <textarea
            id={id}
            className={INPUT}
            rows={3}
            required={field.required}
            maxLength={field.maxLength ?? undefined}
            aria-describedby={`${id}-left`}
            value={field.value}
            onChange={(e) => change(e.target.value)}
          />
          <p id={`${id}-left`} className="text-right text-xs text-slate-500">
            {T.multilineLeft(left)}
          </p>
        </div>
      );
    }
    return (
      <div key={field.name}>
        {label}
        <input
          id={id}
          className={INPUT}
          type={field.type === 'number' ? 'number' : field.type === 'date' ? 'date' : 'text'}
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          required={field.required}
          value={field.value}
          onChange={(e) => change(e.target.value)}
        />
      </div>
    );
  });
}
