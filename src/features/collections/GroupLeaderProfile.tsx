import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import type { CollectionDownloadActors } from '../../../machines/collectionDownload/index.ts';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import { CollectionView } from './CollectionView.tsx';
import { type CollectionQueryHooks, collectionQueries } from './collectionQueries.ts';
import { COLLECTIONS_TEXTS as T } from './collectionsTexts.ts';

export type GroupLeaderProfileProps = {
  queries: CollectionQueryHooks;
  /** The group leader picked (from the address, so a reload or a shared link keeps it). */
  picked: string | null;
  onPick: (username: string) => void;
  thisMonth?: string;
  exportCollections?: CollectionDownloadActors['exportCollections'];
};

/**
 * GLs-Profile (/lender/admin/fso): search the customers who lead disbursed loans, pick one, and
 * see their collection view.
 */
export function GroupLeaderProfile({
  queries,
  picked,
  onPick,
  thisMonth,
  exportCollections,
}: GroupLeaderProfileProps) {
  // A leader picked before a reload is searched for again: the list shows them, with their name.
  const [search, setSearch] = useState(picked ?? '');
  const asked = useDeferredValue(search.trim());
  const inputId = useId();
  const hintId = useId();
  const leaders = useQuery({
    ...collectionQueries(queries).groupLeaders(asked),
    enabled: asked !== '',
    placeholderData: keepPreviousData,
  });
  return (
    <div className="flex flex-col gap-6 p-4">
      <h1 className="text-xl font-semibold text-slate-900">{T.glProfile}</h1>
      <section aria-label={T.groupLeader} className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
          {T.groupLeader}
        </label>
        <input
          id={inputId}
          type="search"
          value={search}
          aria-describedby={hintId}
          maxLength={40}
          onChange={(e) => setSearch(e.target.value)}
          className="max-w-sm rounded-md border border-slate-300 px-2 py-1"
        />
        <p id={hintId} className="text-xs text-slate-500">
          {T.groupLeaderHint}
        </p>
        {asked ? (
          <QueryPanel
            query={leaders}
            errorText={T.collectionsFailed}
            retryLabel={T.retry}
            skeleton={<ListSkeleton label={T.loading(T.groupLeader)} lines={2} />}
          >
            {(answer) =>
              answer.results.length ? (
                <ul
                  aria-label={T.groupLeader}
                  className="flex max-h-48 flex-col overflow-auto rounded-md border border-slate-200"
                >
                  {answer.results.map((gl) => (
                    <li key={gl.username}>
                      <button
                        type="button"
                        aria-pressed={picked === gl.username}
                        onClick={() => onPick(gl.username)}
                        className="w-full px-3 py-1 text-left text-sm hover:bg-slate-50 aria-pressed:bg-brand-50 aria-pressed:font-medium"
                      >
                        {T.leaderOption(gl.name, gl.username, gl.loans)}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p role="status" className="text-sm text-slate-600">
                  {T.noGroupLeader}
                </p>
              )
            }
          </QueryPanel>
        ) : null}
      </section>
      {picked ? (
        <section aria-labelledby="gl-heading" className="flex flex-col gap-4">
          <h2 id="gl-heading" className="text-lg font-semibold text-slate-900">
            {leaderHeading(picked, leaders.data?.results)}
          </h2>
          <CollectionView
            key={picked}
            queries={queries}
            usernames={[picked]}
            historyDate={null}
            thisMonth={thisMonth}
            exportCollections={exportCollections}
          />
        </section>
      ) : (
        <p className="text-sm text-slate-600">{T.pickGroupLeader}</p>
      )}
    </div>
  );
}

/** 'Name (username)' once the search has found the leader; the username until then. */
function leaderHeading(
  username: string,
  found: readonly { username: string; name: string }[] | undefined,
): string {
  const leader = found?.find((gl) => gl.username === username);
  return leader ? `${leader.name} (${username})` : username;
}
