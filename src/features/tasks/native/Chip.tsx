import type { ReactNode } from 'react';

/** A removable chip in a list (a subtask, an assignee, an attachment, a filter's person). */
export function Chip(props: {
  /** What the chip names: text, or a control of its own (an attachment that opens). */
  label: ReactNode;
  removeLabel: string;
  disabled?: boolean;
  onRemove: () => void;
}) {
  return (
    <li className="flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
      <span className="flex items-center gap-1">{props.label}</span>
      <button
        type="button"
        className="rounded-full px-1 text-slate-500 hover:text-slate-900 focus-visible:outline-2 disabled:opacity-50"
        aria-label={props.removeLabel}
        disabled={props.disabled}
        onClick={props.onRemove}
      >
        ×
      </button>
    </li>
  );
}
