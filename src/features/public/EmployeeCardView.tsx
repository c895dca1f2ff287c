import type { ReactNode } from 'react';
import { Button } from '../../ui/Button.tsx';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { formatJoiningDate, telHref } from './employeeCardFormat.ts';
import { CARD_TEXTS as T } from './publicTexts.ts';
import { QrCode } from './qr/QrCode.tsx';
import type { EmployeeCard, EmployeeCardState } from './useEmployeeCard.ts';

export type EmployeeCardViewProps = {
  state: EmployeeCardState;
  onRetry: () => void;
};

function Frame({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <article
        aria-busy={busy || undefined}
        className="w-full max-w-sm rounded-xl bg-white p-6 shadow"
      >
        {children}
      </article>
    </main>
  );
}

function Phone({ value }: { value: string }) {
  const href = telHref(value);
  if (!href) return value;
  return (
    <a href={href} className="text-brand-600 underline-offset-2 hover:underline">
      {value}
    </a>
  );
}

function Skeleton() {
  const bar = 'h-4 animate-pulse rounded bg-slate-200';
  return (
    <Frame busy>
      <p role="status" className="sr-only">
        {T.loading}
      </p>
      <div aria-hidden="true" className="flex flex-col items-center gap-4">
        <div className="size-28 animate-pulse rounded-full bg-slate-200" />
        <div className={`${bar} w-40`} />
        <div className={`${bar} w-56`} />
        <div className={`${bar} w-48`} />
        <div className={`${bar} w-52`} />
        <div className="size-40 animate-pulse rounded bg-slate-200" />
      </div>
    </Frame>
  );
}

function Card({ card }: { card: EmployeeCard }) {
  const rows: Array<[string, ReactNode]> = [
    [T.employeeCode, card.employee_code],
    [
      T.status,
      <span
        key="status"
        className={`rounded-full px-2 py-0.5 text-xs font-medium ${
          card.current_Status ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800'
        }`}
      >
        {card.current_Status ? T.active : T.inactive}
      </span>,
    ],
    [T.dateOfJoining, formatJoiningDate(card.date_of_joining)],
    [T.phone, <Phone key="phone" value={card.phone} />],
    [T.supportContact, <Phone key="support" value={card.support_contact} />],
  ];
  return (
    <Frame>
      <header className="mb-4 flex flex-col items-center gap-3 text-center">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{T.title}</p>
        <img
          src={card.photo}
          alt={T.photoAlt(card.name)}
          className="size-28 rounded-full bg-slate-100 object-cover"
        />
        <h1 className="text-xl font-semibold text-slate-900">{card.name}</h1>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex justify-center">
        <QrCode value={card.qr_code} label={T.qrAlt(card.name)} />
      </div>
    </Frame>
  );
}

/** The public employee ID card in each of its states. */
export function EmployeeCardView({ state, onRetry }: EmployeeCardViewProps) {
  switch (state.status) {
    case 'loading':
      return <Skeleton />;
    case 'loaded':
      return <Card card={state.card} />;
    case 'notFound':
      return (
        <Frame>
          <h1 className="mb-2 text-xl font-semibold text-slate-900">{T.notFoundTitle}</h1>
          <p className="text-sm text-slate-600">{T.notFoundBody}</p>
        </Frame>
      );
    case 'error':
      return (
        <Frame>
          <h1 className="mb-4 text-xl font-semibold text-slate-900">{T.errorTitle}</h1>
          <div className="flex flex-col gap-4">
            <ErrorBox>{state.message}</ErrorBox>
            <Button variant="secondary" className="w-fit" onClick={onRetry}>
              {T.retry}
            </Button>
          </div>
        </Frame>
      );
  }
}
