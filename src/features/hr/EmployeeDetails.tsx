import { useId } from 'react';
import type { components } from '../../../openapi/generated/main.ts';
import { EMPTY, formatDate, formatDateTime } from '../../domain/format.ts';
import { FactList } from '../../ui/FactList.tsx';
import { HR_TEXTS, EMPLOYEE_PAGE_TEXTS as T } from './hrTexts.ts';

type Details = components['schemas']['UserDetails'];

/** The person as HR keeps them (user-details), with a link to their public employee ID card. */
export function EmployeeDetails({ details, cardHref }: { details: Details; cardHref: string }) {
  const headingId = useId();
  const f = T.facts;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {details.name}
        </h2>
        <a
          className="text-sm text-sky-700 underline"
          href={cardHref}
          target="_blank"
          rel="noopener noreferrer"
        >
          {T.idCard}
        </a>
      </div>
      <FactList
        rows={[
          [f.mobile, details.username],
          [f.email, details.email],
          [f.code, details.employee_code],
          [f.roles, details.roles.join(', ')],
          [f.team, details.team ? T.teams[details.team] : EMPTY],
          [f.cluster, details.cluster],
          [f.groups, details.groups.map((g) => g.name).join(', ') || HR_TEXTS.noGroup],
          [f.joined, formatDate(details.date_of_joining)],
          [f.status, details.working ? T.working : HR_TEXTS.availability.inactive],
          [
            f.lastSignIn,
            details.last_signed_in_at ? formatDateTime(details.last_signed_in_at) : T.neverSignedIn,
          ],
          [f.referral, details.referral_code],
        ]}
      />
    </section>
  );
}
