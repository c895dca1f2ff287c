import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, SnapshotFrom } from 'xstate';
import {
  definePathSpec,
  doneEvent,
  errorEvent,
  type PathSpec,
  serviceError,
} from '../../pathSpec.ts';
import type { ListPage } from '../prefetch.ts';
import type { Shows } from '../shows.ts';
import type { PagedListContext } from './pagedList.types.ts';

type Context<TRow, TFilters> = PagedListContext<TRow, TFilters, unknown>;

/** How one list is walked: its sample server's answers, the scrolls and filter changes to try. */
export type PagedListWalk<TRow, TFilters, TMachine extends AnyStateMachine> = {
  machine: TMachine;
  /** The rows' plural in QA scripts ('loans'). */
  noun: string;
  /** Every answer the sample server gives (the walk matches each to the request it fits). */
  answers: readonly ListPage<TRow>[];
  /** Whether `page` fits the request in flight (it starts where the loaded rows end, …). */
  fits: (context: Context<TRow, TFilters>, page: ListPage<TRow>) => boolean;
  /** Last rows in view to scroll to (0-based). */
  viewports: readonly number[];
  filterChanges: readonly TFilters[];
  sameFilters: (a: TFilters, b: TFilters) => boolean;
  normaliseFilters?: (filters: TFilters) => TFilters;
  describeFilters: (filters: TFilters) => string;
  /** What else tells two states apart for this list. */
  stateKey?: (snapshot: SnapshotFrom<TMachine>) => Record<string, unknown>;
  /** The list's declaration of what each state shows (checked at every step, printed for QA). */
  shows?: Shows<AnyStateMachine>;
  /** Events of this list only (e.g. a row decided), with when a person can cause them and their words. */
  extra?: {
    events: readonly AnyEventObject[];
    filter: (snapshot: SnapshotFrom<TMachine>, event: AnyEventObject) => boolean;
    describe: (event: AnyEventObject) => string | undefined;
  };
};

const FETCH = 'fetchPages';

/** The request failure every walk tries. */
export const PAGED_LIST_FAILURE = errorEvent(FETCH, serviceError('Internal Server Error', 500));

/** The answer of the list's `fetchPages` call, as the machine receives it. */
export const pagesAnswer = <TRow>(page: ListPage<TRow>) => doneEvent(FETCH, page);

/** The path spec of one paged list: the same events, filters and words for every instance. */
export function pagedListPaths<TRow, TFilters, TMachine extends AnyStateMachine>(
  walk: PagedListWalk<TRow, TFilters, TMachine>,
): PathSpec<TMachine> {
  const normalise = walk.normaliseFilters ?? ((filters: TFilters) => filters);
  const extra = walk.extra;
  return definePathSpec({
    machine: walk.machine,
    ...(walk.shows ? { shows: walk.shows } : {}),
    events: [
      ...walk.answers.map(pagesAnswer),
      PAGED_LIST_FAILURE,
      ...walk.viewports.map((lastVisible) => ({ type: 'list.viewport', lastVisible })),
      { type: 'list.retry' },
      ...walk.filterChanges.map((filters) => ({ type: 'filters.change', filters })),
      ...(extra?.events ?? []),
    ],
    filterEvents: (snapshot, event) => {
      const context = (snapshot as AnyMachineSnapshot).context as Context<TRow, TFilters>;
      switch (event.type) {
        case `xstate.done.actor.${FETCH}`:
          return walk.fits(context, event.output as ListPage<TRow>);
        // The view reports a row it shows, when the last one in view changes.
        case 'list.viewport':
          return (
            event.lastVisible < context.rows.length && event.lastVisible !== context.lastVisible
          );
        // The app sends filters only when they differ from those in force.
        case 'filters.change':
          return !walk.sameFilters(context.filters, normalise(event.filters));
        default:
          return extra?.filter(snapshot, event) ?? true;
      }
    },
    stateKey: (snapshot) => {
      const { context: anyContext, value } = snapshot as AnyMachineSnapshot;
      const context = anyContext as Context<TRow, TFilters>;
      return {
        value,
        offset: context.offset,
        lastVisible: context.lastVisible,
        filters: walk.filterChanges.findIndex((f) => walk.sameFilters(f, context.filters)),
        ...walk.stateKey?.(snapshot),
      };
    },
    describeEvent: (event) => {
      switch (event.type) {
        case 'list.viewport':
          return `scroll until row ${event.lastVisible + 1} is the last in view`;
        case 'list.retry':
          return 'press Retry';
        case 'filters.change':
          return walk.describeFilters(event.filters);
        case `xstate.done.actor.${FETCH}`: {
          const { count, results } = event.output as ListPage<TRow>;
          if (!results.length) return `the server answers no ${walk.noun} (count ${count})`;
          return `the server answers ${results.length} ${walk.noun} of ${count}`;
        }
        default:
          return extra?.describe(event);
      }
    },
  });
}
