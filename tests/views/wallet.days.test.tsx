// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  connectWalletDays,
  SAMPLE_WALLET_SCOPE,
  SAMPLE_WALLET_TODAY,
  sampleWalletPage,
  WALLET_DAYS_PAGE,
  WALLET_MORE_AFTER_MS,
  type WalletDay,
  type WalletDaysActors,
  type WalletDaysFilters,
} from '../../machines/walletDays/index.ts';
import { WALLET_DAYS_EVENTS, walletDaysPaths } from '../../machines/walletDays/walletDays.paths.ts';
import { walletDaysShows } from '../../machines/walletDays/walletDays.shows.ts';
import { formatDate, formatRupees } from '../../src/domain/format.ts';
import { messages } from '../../src/domain/messages.ts';
import { WalletDaysList } from '../../src/features/wallet/components/WalletDaysList.tsx';
import { WALLET_DAY_ROW_HEIGHT } from '../../src/features/wallet/components/WalletDaysTable.tsx';
import { WALLET_TEXTS } from '../../src/features/wallet/walletTexts.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { walk } from '../support/paths.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { expectListFrame, sizeScrollArea } from './pagedListView.ts';
import { viewCases } from './viewPaths.ts';

const T = WALLET_TEXTS.days;
const VIEWPORT = { width: 600, height: 200 };
sizeScrollArea('data-wallet-days-scroll', VIEWPORT);

type Fakes = DeferredActors<WalletDaysActors> & {
  onOpenDay: (date: string) => void;
  /** The host page picking another version (set when the harness renders). */
  pick: { version: (filters: WalletDaysFilters) => void };
};
type Context = ReplayContext<Fakes>;

/** The host's part: the version on screen gives the list its last day. */
function Harness({ fakes }: { fakes: Fakes }) {
  const [lastDay, setLastDay] = useState(SAMPLE_WALLET_TODAY.lastDay);
  fakes.pick.version = (filters) => setLastDay(filters.lastDay);
  return (
    <WalletDaysList
      username={SAMPLE_WALLET_SCOPE.username}
      lastDay={lastDay}
      fetchPages={fakes.actors.fetchPages}
      onOpenDay={fakes.onOpenDay}
    />
  );
}

const scrollArea = () => document.querySelector<HTMLElement>('[data-wallet-days-scroll]')!;

/** Scrolls until row `lastVisible` (0-based) is the last in view. */
async function scrollToRow(lastVisible: number) {
  const area = scrollArea();
  await act(async () => {
    area.scrollTop = Math.max(0, 40 + (lastVisible + 1) * WALLET_DAY_ROW_HEIGHT - VIEWPORT.height);
    fireEvent.scroll(area);
  });
}

function expectRenderedRows(rows: readonly WalletDay[]) {
  const rendered = screen.getAllByRole('row').filter((row) => row.hasAttribute('aria-label'));
  expect(rendered.length).toBeGreaterThan(0);
  for (const element of rendered) {
    const day = rows[Number(element.getAttribute('aria-rowindex')) - 2]!;
    expect(element).toHaveAccessibleName(T.rowLabel(day.date));
    const cells = within(element)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([formatDate(day.date), formatRupees(day.net_earned)]);
  }
}

function expectList(state: AnyMachineSnapshot, { fakes }: Context) {
  const view = connectWalletDays(state as never);
  expectScreenShows(walletDaysShows as never, state, screen);
  expectListFrame(view, { ...T, fetchFailed: messages.common.somethingWentWrong });
  if (view.rows.length) expectRenderedRows(view.rows);
  // The request in flight asks for the window after the days loaded, for the version's last day.
  if (state.hasTag('busy')) {
    expect(fakes.latest('fetchPages').input).toEqual({
      scope: SAMPLE_WALLET_SCOPE,
      filters: state.context.filters,
      start: state.context.offset,
      entries: WALLET_DAYS_PAGE,
      pages: 1,
    });
  }
}

function driver(): ViewDriver<Fakes> {
  return {
    fakes: () => ({
      ...deferredActors<WalletDaysActors>(['fetchPages']),
      onOpenDay: vi.fn(),
      pick: { version: () => {} },
    }),
    render: (fakes) => <Harness fakes={fakes} />,
    delays: { settle: WALLET_MORE_AFTER_MS },
    gestures: {
      'list.viewport': (e) => scrollToRow(e.lastVisible),
      'list.retry': (_e, { user }) => user.click(screen.getByRole('button', { name: T.retry })),
      'filters.change': (e, { fakes }) => act(async () => fakes.pick.version(e.filters)),
    },
    expectState: expectList,
  };
}

describe('wallet daily list through WalletDaysList', () => {
  it.each(viewCases(walletDaysPaths))('$title', async ({ path }) => {
    await replayThroughView(path, driver());
  });

  it("opens a day's transactions from its date", async () => {
    const path = walk(walletDaysPaths.machine, [WALLET_DAYS_EVENTS.firstWindow]);
    let user!: Context['user'];
    const { delays: _timed, ...untimed } = driver();
    const fakes = await replayThroughView(path, {
      ...untimed,
      prepare: async (context) => {
        user = context.user;
      },
    });
    const second = sampleWalletPage(0, WALLET_DAYS_PAGE, 75).results[1]!;
    await user.click(screen.getByRole('button', { name: T.openDay(second.date) }));
    expect(fakes.onOpenDay).toHaveBeenCalledWith(second.date);
  });
});
