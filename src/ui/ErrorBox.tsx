import type { ReactNode } from 'react';

/** The red box sign-in errors appear in; announced when it appears. Renders nothing when empty. */
export function ErrorBox({ children }: { children?: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      {children}
    </div>
  );
}
