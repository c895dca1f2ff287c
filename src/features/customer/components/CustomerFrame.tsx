import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { messages } from '../../../domain/messages.ts';
import { DangerBadge } from '../../../ui/DangerBadge.tsx';
import { CUSTOMER_PAGE_TEXTS as T } from '../customerPageTexts.ts';

export type CustomerFrameProps = {
  /** The customer as opened or resolved (a username, or the user id still being resolved). */
  id: string;
  /** The customer's name once the profile is on screen. */
  name?: string | undefined;
  /** Where 'Back to customers' goes (the customer list); null when this user cannot open it. */
  backHref: string | null;
  /** The customer's photo (or initials) once the page may be shown. */
  photo?: ReactNode;
  /**
   * Any feature of the customer blocked (part 1 §4): the header says 'Blacklisted'. 'now': the
   * current state shown beside a saved version that does not record it, and said so.
   */
  blacklisted?: boolean | 'now';
  children: ReactNode;
};

/** The customer page's frame in every state, the user-id step included: the way back and the h1. */
export function CustomerFrame({
  id,
  name,
  backHref,
  photo,
  blacklisted = false,
  children,
}: CustomerFrameProps) {
  return (
    <section aria-label={T.page(id)} className="flex flex-col gap-4">
      <header className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        {backHref ? (
          <Link href={backHref} className="text-sm text-brand-600 hover:underline">
            {T.back}
          </Link>
        ) : null}
        {photo}
        {/* The page's one h1 in every state: the customer's name once known, else their id. */}
        <h1 className="text-xl font-semibold text-slate-900">{name ?? T.page(id)}</h1>
        {name ? <p className="text-sm text-slate-600">{id}</p> : null}
        {blacklisted === 'now' ? (
          <DangerBadge title={T.blacklistedNowNote}>
            {T.blacklistedNow}
            <span className="sr-only"> ({T.blacklistedNowNote})</span>
          </DangerBadge>
        ) : blacklisted ? (
          <DangerBadge>{T.blacklisted}</DangerBadge>
        ) : null}
      </header>
      {children}
    </section>
  );
}

/** What stands instead of the page when a retry cannot help: a refusal, or no such customer. */
export function GateStatement({ gate, id }: { gate: 'refused' | 'notFound'; id: string }) {
  return (
    <p role="alert" className="rounded-md bg-white p-8 text-center text-lg text-slate-800">
      {gate === 'refused' ? messages.common.noAccessToPage : T.notFound(id)}
    </p>
  );
}
