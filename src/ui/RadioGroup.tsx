import { Field, RadioGroup as HeadlessRadioGroup, Label, Radio } from '@headlessui/react';

export type RadioOption<T extends string> = { value: T; label: string };

export type RadioGroupProps<T extends string> = {
  /** The group's accessible name. */
  label: string;
  value: T;
  options: ReadonlyArray<RadioOption<T>>;
  onChange: (value: T) => void;
  disabled?: boolean;
};

/** One choice among a few; arrow keys move between options. */
export function RadioGroup<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
}: RadioGroupProps<T>) {
  return (
    <HeadlessRadioGroup
      value={value}
      onChange={onChange}
      disabled={disabled}
      aria-label={label}
      className="flex flex-wrap items-center gap-4"
    >
      {/* Visible caption; the group takes its name from aria-label (headless UI owns labelledby). */}
      <span aria-hidden="true" className="text-sm font-medium text-slate-700">
        {label}
      </span>
      {options.map((option) => (
        <Field key={option.value} disabled={disabled} className="flex items-center gap-2">
          <Radio
            value={option.value}
            className="group flex size-4 items-center justify-center rounded-full border border-slate-400 bg-white data-checked:border-brand-600 data-disabled:opacity-50"
          >
            <span className="invisible size-2 rounded-full bg-brand-600 group-data-checked:visible" />
          </Radio>
          <Label className="text-sm text-slate-700">{option.label}</Label>
        </Field>
      ))}
    </HeadlessRadioGroup>
  );
}
