import type { ReactNode } from 'react';

/** A short red label in a table cell (a blacklisted customer), the same on every screen. */
export function DangerBadge({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <span title={title} className="rounded bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">
      {children}
    </span>
  );
}
