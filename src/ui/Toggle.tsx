import { Field, Label, Switch } from '@headlessui/react';

export type ToggleProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
};

/** An on/off switch with its label (role "switch", Space toggles). */
export function Toggle({ label, checked, onChange, disabled }: ToggleProps) {
  return (
    <Field disabled={disabled} className="flex items-center gap-3">
      <Switch
        checked={checked}
        onChange={onChange}
        className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition data-checked:bg-brand-600 data-disabled:opacity-50"
      >
        <span
          aria-hidden="true"
          className="size-4 translate-x-1 rounded-full bg-white transition group-data-checked:translate-x-6"
        />
      </Switch>
      <Label className="text-sm text-slate-700">{label}</Label>
    </Field>
  );
}
