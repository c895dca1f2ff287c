import { useId } from 'react';

/** A month picker (YYYY-MM); an emptied field keeps the month it had. */
export function MonthField(props: {
  label: string;
  value: string;
  max?: string;
  onChange: (month: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex max-w-xs flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-medium text-slate-700">
        {props.label}
      </label>
      <input
        id={id}
        type="month"
        value={props.value}
        max={props.max}
        onChange={(e) => {
          if (/^\d{4}-(0[1-9]|1[0-2])$/.test(e.target.value)) props.onChange(e.target.value);
        }}
        className="rounded-md border border-slate-300 px-2 py-1"
      />
    </div>
  );
}
