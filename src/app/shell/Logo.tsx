import { Link } from 'wouter';
import { SHELL_TEXTS as T } from './shellTexts.ts';

/** The Kosh mark and wordmark; leads to the dashboard's landing route. */
export function Logo({ href }: { href: string }) {
  return (
    <Link
      href={href}
      className="flex items-center gap-2 rounded-md px-2 py-1 text-lg font-bold text-brand-700"
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path
          d="M10 8v16M10 16l9-8M13 13l7 11"
          className="stroke-white"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
      </svg>
      <span>{T.brand}</span>
    </Link>
  );
}
