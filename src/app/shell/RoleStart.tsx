import { useId } from 'react';
import { Link } from 'wouter';
import type { MenuEntry } from '../../domain/access/index.ts';
import { SHELL_TEXTS as T } from './shellTexts.ts';

export type RoleStartProps = {
  roleLabel: string;
  /** The entries the role can open here (account pages included). */
  open: readonly MenuEntry[];
  /** Entries of the role's menu whose screens this app does not have. */
  notOffered: readonly MenuEntry[];
  basePath: string;
};

const listFormat = new Intl.ListFormat('en', { type: 'conjunction' });

/**
 * Where a role with no screen of its own lands (a role whose screens are not built here):
 * it says in plain words what can be opened, so the signed-in page is never an empty shell.
 */
export function RoleStart({ roleLabel, open, notOffered, basePath }: RoleStartProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex max-w-xl flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h1 id={titleId} className="text-xl font-semibold text-slate-900">
        {T.start.signedInAs(roleLabel)}
      </h1>
      {open.length ? (
        <div className="flex flex-col gap-2 text-sm text-slate-700">
          <p>{T.start.canOpen}</p>
          <ul className="flex flex-col gap-1">
            {open.map((entry) => (
              <li key={entry.key}>
                <Link
                  href={`${basePath}/${entry.key}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-slate-700">{T.start.nothingToOpen}</p>
      )}
      {notOffered.length ? (
        <p className="text-sm text-slate-600">
          {T.start.notOffered(listFormat.format(notOffered.map((entry) => entry.label)))}
        </p>
      ) : null}
    </section>
  );
}
