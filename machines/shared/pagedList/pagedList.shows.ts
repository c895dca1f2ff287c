import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { defineShows, type Shows } from '../shows.ts';
import { isWaitingAtEnd } from './pagedList.rules.ts';
import type { PagedListFrameTexts } from './pagedList.texts.ts';
import type { PagedListContext } from './pagedList.types.ts';

type Context = PagedListContext<unknown, unknown, unknown>;
const contextOf = (snapshot: unknown) => (snapshot as { context: Context }).context;

/** The count under the rows: rows shown of the server's total (never fewer than shown). */
const shownCount = (texts: PagedListFrameTexts) => (snapshot: unknown) => {
  const { rows, count } = contextOf(snapshot);
  return [texts.shown(rows.length, Math.max(count ?? 0, rows.length))];
};

/**
 * What a paged list shows in each state (ARCHITECTURE §4), in the list's own words: the skeleton,
 * the count under the rows (or the one wait, at the last loaded row), "Data Not Available", and a
 * failure with Retry over the rows already loaded. Every paged list declares itself with this.
 */
export function pagedListShows<TMachine extends AnyStateMachine>(
  machine: TMachine,
  texts: PagedListFrameTexts,
): Shows<TMachine> {
  type Snapshot = SnapshotFrom<TMachine>;
  const count = shownCount(texts);
  const waiting = (s: Snapshot) => isWaitingAtEnd(contextOf(s));
  const id = machine.id;
  return defineShows({
    machine,
    vocabulary: [texts.loading, texts.loadingMore, texts.empty, texts.fetchFailed],
    controls: { [texts.retry]: [{ type: 'list.retry' }] },
    states: {
      [`${id}.loadingFirst`]: { texts: [texts.loading] },
      [`${id}.loaded`]: { texts: count },
      // Rows load ahead of the viewport: the count stays, unless the user is at the last row.
      [`${id}.loadingMore`]: {
        variants: [
          { when: waiting, texts: [texts.loadingMore] },
          { when: (s) => !waiting(s), texts: count },
        ],
      },
      [`${id}.exhausted`]: {
        texts: (s: Snapshot) => [texts.allShown(contextOf(s).rows.length)],
      },
      [`${id}.empty`]: { texts: [texts.empty] },
      [`${id}.error`]: {
        texts: [texts.fetchFailed],
        enabled: [texts.retry],
        variants: [{ when: (s) => contextOf(s).rows.length > 0, texts: count }],
      },
    },
  });
}
