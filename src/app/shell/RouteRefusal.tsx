import { useId } from 'react';
import { Link } from 'wouter';
import { messages } from '../../domain/messages.ts';
import { SHELL_TEXTS as T } from './shellTexts.ts';

export type RouteRefusalProps = {
  /** The role's landing route; null when the role has no screen to go to. */
  landingHref: string | null;
};

/** What a role sees on a dashboard route it may not open. */
export function RouteRefusal({ landingHref }: RouteRefusalProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-lg bg-white p-8 text-center shadow"
    >
      <h1 id={titleId} className="text-lg font-semibold text-slate-900">
        {messages.common.noAccessToPage}
      </h1>
      {landingHref ? (
        <Link href={landingHref} className="text-sm font-medium text-brand-600 hover:underline">
          {T.backToDashboard}
        </Link>
      ) : null}
    </section>
  );
}
