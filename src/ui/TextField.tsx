import { Description, Field, Input, Label } from '@headlessui/react';
import type { ComponentProps, Ref } from 'react';

export type TextFieldProps = Omit<
  ComponentProps<'input'>,
  'className' | 'onChange' | 'value' | 'ref'
> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the field and linked to it (aria-describedby); marks the field invalid. */
  error?: string | null;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
  className?: string;
};

/** A labelled input whose hint and error are announced with it (headless Field wires the ids). */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  disabled,
  ref,
  className = '',
  ...inputProps
}: TextFieldProps) {
  return (
    <Field disabled={disabled} className={`flex flex-col gap-1 ${className}`}>
      <Label className="text-sm font-medium text-slate-700 data-disabled:text-slate-400">
        {label}
      </Label>
      <Input
        {...inputProps}
        ref={ref}
        value={value}
        invalid={Boolean(error)}
        onChange={(event) => onValueChange(event.target.value)}
        className="rounded-md border border-slate-300 px-3 py-2 text-sm data-disabled:bg-slate-100 data-invalid:border-red-500"
      />
      {hint ? <Description className="text-xs text-slate-500">{hint}</Description> : null}
      {error ? (
        <Description as="p" role="alert" className="text-xs text-red-600">
          {error}
        </Description>
      ) : null}
    </Field>
  );
}
