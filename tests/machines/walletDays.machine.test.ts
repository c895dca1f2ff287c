import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import {
  connectWalletDays,
  SAMPLE_WALLET_OLD_VERSION,
  SAMPLE_WALLET_SCOPE,
  SAMPLE_WALLET_TODAY,
  sampleWalletDay,
  sampleWalletPage,
  WALLET_DAYS_PAGE,
  WALLET_MORE_AFTER_MS,
  type WalletDaysActors,
  type WalletDaysContext,
  walletDaysMachine,
  walletDaysPage,
  walletWindow,
} from '../../machines/walletDays/index.ts';
import { WALLET_SAMPLE, walletDaysPaths } from '../../machines/walletDays/walletDays.paths.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

/* The wallet's daily list: the house's paged list with a 1 s rest before loading more. */

describeMachinePaths('walletDays', walletDaysPaths, (state) => {
  const context = (state as AnyMachineSnapshot).context as WalletDaysContext;
  // The days listed are the sample's, newest first, each once, in windows moving back.
  expect(context.rows.map((day) => day.date)).toEqual(
    context.rows.map((_, n) => sampleWalletDay(n, context.filters.lastDay).date),
  );
  const view = connectWalletDays(state as never);
  expect(view.rows).toBe(context.rows);
  if (state.matches('exhausted')) {
    const old = context.filters.lastDay === SAMPLE_WALLET_OLD_VERSION.lastDay;
    expect(context.rows).toHaveLength(old ? WALLET_SAMPLE.oldVersionTotal : WALLET_SAMPLE.total);
  }
});

describe('walletDays rules', () => {
  it('moves start_date back by one window from the oldest day listed', () => {
    expect(walletWindow('2026-11-24', 0, 30)).toEqual({
      start_date: '2026-10-26',
      end_date: '2026-11-24',
    });
    expect(walletWindow('2026-11-24', 30, 30)).toEqual({
      start_date: '2026-09-26',
      end_date: '2026-10-25',
    });
    // Across a leap day and a year end.
    expect(walletWindow('2024-03-01', 1, 2)).toEqual({
      start_date: '2024-02-28',
      end_date: '2024-02-29',
    });
    expect(walletWindow('2026-01-01', 1, 1)).toEqual({
      start_date: '2025-12-31',
      end_date: '2025-12-31',
    });
  });

  it('counts the list from its last day; a window before the first transaction ends it', () => {
    const data = {
      current_balance: 0,
      total_earned: 0,
      total_debit: 0,
      total_credit: 0,
      score: 0,
      days_total: 45,
      days: [{ date: '2026-10-25', net_earned: 10 }],
    };
    expect(walletDaysPage(30, data)).toEqual({ count: 75, results: data.days });
    expect(walletDaysPage(60, { ...data, days_total: 0, days: [] })).toEqual({
      count: 60,
      results: [],
    });
    expect(walletDaysPage(0, { ...data, days_total: 0, days: [] })).toEqual({
      count: 0,
      results: [],
    });
  });
});

describe('walletDays with live actors on a fake clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const settle = async () => {
    for (let i = 0; i < 3; i++) await Promise.resolve();
  };

  it('loads the next window only 1 s after scrolling rests near the end', async () => {
    const fakes = deferredActors<WalletDaysActors>(['fetchPages']);
    const actor = createActor(walletDaysMachine.provide({ actors: fakes.actors }), {
      input: { scope: SAMPLE_WALLET_SCOPE, filters: SAMPLE_WALLET_TODAY },
    }).start();
    expect(fakes.latest('fetchPages').input).toMatchObject({
      scope: SAMPLE_WALLET_SCOPE,
      filters: SAMPLE_WALLET_TODAY,
      start: 0,
      entries: WALLET_DAYS_PAGE,
      pages: 1,
    });
    fakes.latest('fetchPages').resolve(sampleWalletPage(0, WALLET_DAYS_PAGE, 75));
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    // At the top, resting asks for nothing.
    vi.advanceTimersByTime(5 * WALLET_MORE_AFTER_MS);
    expect(fakes.calls.fetchPages).toHaveLength(1);
    // Scrolling near the end: each scroll starts the wait again.
    actor.send({ type: 'list.viewport', lastVisible: 22 });
    vi.advanceTimersByTime(WALLET_MORE_AFTER_MS - 1);
    actor.send({ type: 'list.viewport', lastVisible: 25 });
    vi.advanceTimersByTime(WALLET_MORE_AFTER_MS - 1);
    expect(fakes.calls.fetchPages).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(fakes.calls.fetchPages).toHaveLength(2);
    expect(fakes.latest('fetchPages').input).toMatchObject({ start: 30, pages: 1 });
    actor.stop();
  });
});
