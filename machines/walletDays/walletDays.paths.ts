import { type AnyMachineSnapshot, createMachine } from 'xstate';
import { afterEvent } from '../pathSpec.ts';
import {
  PAGED_LIST_FAILURE,
  pagedListPaths,
  pagesAnswer,
} from '../shared/pagedList/pagedList.paths.ts';
import { wantsMoreRows } from '../shared/prefetch.ts';
import {
  SAMPLE_WALLET_OLD_VERSION,
  SAMPLE_WALLET_SCOPE,
  SAMPLE_WALLET_TODAY,
  sampleWalletDay,
  sampleWalletPage,
} from './walletDays.fixtures.ts';
import type { WalletDaysContext, WalletDaysInput } from './walletDays.machine.ts';
import { walletDaysMachine } from './walletDays.machine.ts';
import { WALLET_DAYS_PAGE } from './walletDays.rules.ts';
import { walletDaysShows } from './walletDays.shows.ts';
import type { WalletDay } from './walletDays.types.ts';

/**
 * Today the walk's wallet holds 75 days: 30 on opening; scrolled near the end of them and
 * resting 1 s, the next 30; near the end again, the last 15 (a short window ends the list). The
 * old version's wallet held 12 days: one short window.
 */
export const WALLET_SAMPLE = {
  total: 75,
  oldVersionTotal: 12,
  nearEnd: 25,
  nearEndAgain: 55,
} as const;

/** The delay event: scrolling rested for 1 s while the list shows `loaded`. */
export const WALLET_SETTLED = afterEvent('settle', 'walletDays.loaded');

const today = (start: number) =>
  pagesAnswer(sampleWalletPage(start, WALLET_DAYS_PAGE, WALLET_SAMPLE.total));

export const WALLET_DAYS_EVENTS = {
  firstWindow: today(0),
  secondWindow: today(30),
  lastWindow: today(60),
  oldVersion: pagesAnswer(
    sampleWalletPage(
      0,
      WALLET_DAYS_PAGE,
      WALLET_SAMPLE.oldVersionTotal,
      SAMPLE_WALLET_OLD_VERSION.lastDay,
    ),
  ),
  noDays: pagesAnswer<WalletDay>({ count: 0, results: [] }),
  failed: PAGED_LIST_FAILURE,
  settled: WALLET_SETTLED,
} as const;

/** The machine as the wallet tab starts it: the sample customer's list, as of today. */
function walkedWalletDaysMachine(input: WalletDaysInput): typeof walletDaysMachine {
  const makeContext = walletDaysMachine.config.context as (args: {
    input: WalletDaysInput;
  }) => WalletDaysContext;
  return createMachine(
    { ...walletDaysMachine.config, context: () => makeContext({ input }) },
    walletDaysMachine.implementations as never,
  ) as unknown as typeof walletDaysMachine;
}

const contextOf = (snapshot: unknown) =>
  (snapshot as AnyMachineSnapshot).context as WalletDaysContext;

export const walletDaysPaths = pagedListPaths({
  machine: walkedWalletDaysMachine({ scope: SAMPLE_WALLET_SCOPE, filters: SAMPLE_WALLET_TODAY }),
  shows: walletDaysShows as never,
  noun: 'days',
  answers: [
    WALLET_DAYS_EVENTS.firstWindow,
    WALLET_DAYS_EVENTS.secondWindow,
    WALLET_DAYS_EVENTS.lastWindow,
    WALLET_DAYS_EVENTS.oldVersion,
    WALLET_DAYS_EVENTS.noDays,
  ].map((event) => event.output),
  // Each window starts the day before the oldest listed, counting back from the version's last
  // day; a wallet without days answers none at once.
  fits: (context, { results, count }) => {
    if (results.length === 0) return context.offset === 0;
    const { lastDay } = context.filters;
    const total =
      lastDay === SAMPLE_WALLET_TODAY.lastDay ? WALLET_SAMPLE.total : WALLET_SAMPLE.oldVersionTotal;
    return count === total && results[0]!.date === sampleWalletDay(context.offset, lastDay).date;
  },
  viewports: [WALLET_SAMPLE.nearEnd, WALLET_SAMPLE.nearEndAgain],
  filterChanges: [SAMPLE_WALLET_OLD_VERSION, SAMPLE_WALLET_TODAY],
  sameFilters: (a, b) => a.lastDay === b.lastDay,
  describeFilters: (filters) =>
    filters.lastDay === SAMPLE_WALLET_TODAY.lastDay
      ? 'go back to the current version'
      : `pick the version of ${filters.lastDay}`,
  extra: {
    events: [WALLET_SETTLED],
    // The wait matters only where it loads: in `loaded`, with the viewport near the end.
    filter: (snapshot, event) => {
      if (event.type !== WALLET_SETTLED.type) return true;
      const context = contextOf(snapshot);
      return snapshot.matches('loaded') && wantsMoreRows({ ...context, rows: context.rows.length });
    },
    describe: (event) =>
      event.type === WALLET_SETTLED.type ? 'stop scrolling for 1 s' : undefined,
  },
});
