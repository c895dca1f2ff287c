import { formatDateTime } from '../../../domain/format.ts';
import { CUSTOMER_PAGE_TEXTS as T } from '../customerPageTexts.ts';
import type { CustomerProfile } from '../customerTypes.ts';
import { commentLists, profileSections } from '../profileSections.ts';

/** The profile tab: labelled groups of fields, then the staff comment lists. */
export function ProfilePanel({ profile, busy }: { profile: CustomerProfile; busy: boolean }) {
  return (
    <div aria-busy={busy} className={`flex flex-col gap-4 ${busy ? 'opacity-60' : ''}`}>
      <div className="grid gap-4 md:grid-cols-2">
        {profileSections(profile).map((section) => (
          <section
            key={section.title}
            aria-label={section.title}
            className="rounded-md border border-slate-200 bg-white p-4"
          >
            <h2 className="mb-2 font-semibold text-slate-800">{section.title}</h2>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
              {section.fields.map((field) => (
                <div key={field.label} className="contents">
                  <dt className="text-slate-500">{field.label}</dt>
                  <dd className="text-slate-900">{field.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {commentLists(profile).map((list) => (
          <section
            key={list.title}
            aria-label={list.title}
            className="rounded-md border border-slate-200 bg-white p-4"
          >
            <h2 className="mb-2 font-semibold text-slate-800">{list.title}</h2>
            {list.comments.length ? (
              <ul className="flex flex-col gap-2 text-sm">
                {list.comments.map((c) => (
                  <li key={`${c.created_at}-${c.added_by}-${c.comment}`}>
                    <p className="text-slate-900">{c.comment}</p>
                    <p className="text-xs text-slate-500">
                      {c.added_by} · {formatDateTime(c.created_at)}
                      {c.loan_id !== null ? ` · Loan ${c.loan_id}` : ''}
                    </p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-500">{T.noComments}</p>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
