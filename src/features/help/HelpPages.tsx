import { Link } from 'wouter';
import { HELP_TEXTS, TERMS_TEXTS } from './helpTexts.ts';

const page = 'mx-auto max-w-2xl space-y-6 px-4 py-10 text-slate-800';
const back = 'text-sm font-medium text-brand-600 hover:underline';

/** /lender/auths/terms: the terms of use and what the browser keeps (the privacy notes). */
export function TermsPage({ backHref }: { backHref: string }) {
  return (
    <main className={page}>
      <Link href={backHref} className={back}>
        {TERMS_TEXTS.back}
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">{TERMS_TEXTS.title}</h1>
      <p>{TERMS_TEXTS.intro}</p>
      {TERMS_TEXTS.sections.map((section) => (
        <section key={section.heading} aria-labelledby={slug(section.heading)}>
          <h2 id={slug(section.heading)} className="mb-2 text-lg font-semibold">
            {section.heading}
          </h2>
          <ul className="list-disc space-y-1 pl-6">
            {section.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ))}
      <section id="privacy" aria-labelledby="privacy-title">
        <h2 id="privacy-title" className="mb-2 text-lg font-semibold">
          {TERMS_TEXTS.privacyHeading}
        </h2>
        <ul className="list-disc space-y-1 pl-6">
          {TERMS_TEXTS.privacy.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>
    </main>
  );
}

/** /lender/auths/faq: answers to what people ask about signing in and the session. */
export function HelpPage({ backHref }: { backHref: string }) {
  return (
    <main className={page}>
      <Link href={backHref} className={back}>
        {HELP_TEXTS.back}
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">{HELP_TEXTS.title}</h1>
      <dl className="space-y-4">
        {HELP_TEXTS.questions.map(({ q, a }) => (
          <div key={q}>
            <dt className="font-semibold">{q}</dt>
            <dd className="mt-1">{a}</dd>
          </div>
        ))}
      </dl>
    </main>
  );
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z]+/g, '-');
