// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { SessionEndReason } from '../../machines/session/index.ts';
import { messages } from '../../src/domain/messages.ts';
import {
  SessionGuard,
  SESSION_TEXTS as T,
  useSessionActor,
} from '../../src/features/session/index.ts';
import { watchActivity } from '../../src/platform/activity.ts';
import type { CrossTabBus } from '../../src/platform/crossTab.ts';
import { signOut } from '../../src/platform/session/signOut.ts';
import { createTokenStore } from '../../src/platform/storage/index.ts';
import { nextMessage, sessionTabs } from '../support/crossTabs.ts';

const LIMIT = 10_000;
const WARNING = 5_000;

/** What a signed-in page would offer: Sign Out and, later, the call feature. */
function Page({ name }: { name: string }) {
  const session = useSessionActor();
  return (
    <section aria-label={name}>
      <button type="button" onClick={() => session.send({ type: 'session.signOut' })}>
        Sign Out
      </button>
      <button type="button" onClick={() => session.send({ type: 'call.started' })}>
        Start call
      </button>
      <button type="button" onClick={() => session.send({ type: 'call.ended' })}>
        End call
      </button>
    </section>
  );
}

type Tab = {
  name: string;
  bus: CrossTabBus;
  onSignedOut: Mock<(reason: SessionEndReason) => void>;
};

/** A guard whose activity comes only from its own section, so two can share one document. */
function renderTab(tab: Tab) {
  const host = document.createElement('div');
  document.body.append(host);
  const watch = (report: (at: number) => void) => watchActivity(report, { target: host });
  render(
    <SessionGuard
      inactivityLimitMs={LIMIT}
      warningMs={WARNING}
      bus={tab.bus}
      watchActivity={watch}
      onSignedOut={tab.onSignedOut}
    >
      <Page name={tab.name} />
    </SessionGuard>,
    { container: host },
  );
  return host;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
// Two guards share one document here, so one open dialog hides the other from the a11y tree.
const dialogs = () => screen.queryAllByRole('alertdialog', { name: T.title, hidden: true });

describe('SessionGuard in one tab', () => {
  let tab: Tab;

  beforeEach(() => {
    vi.useFakeTimers();
    tab = {
      name: 'Tab A',
      bus: sessionTabs(1)[0]!,
      onSignedOut: vi.fn<(reason: SessionEndReason) => void>(),
    };
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows nothing until the warning is due, then counts down with the button focused', async () => {
    renderTab(tab);
    await advance(LIMIT - WARNING - 1);
    expect(dialogs()).toHaveLength(0);
    await advance(1);
    const dialog = screen.getByRole('alertdialog', { name: T.title });
    expect(within(dialog).getByText(messages.auth.sessionExpiresIn(5))).toBeVisible();
    expect(within(dialog).getByRole('button', { name: T.staySignedIn })).toHaveFocus();
    for (const seconds of [4, 3, 2, 1]) {
      await advance(1_000);
      expect(within(dialog).getByText(messages.auth.sessionExpiresIn(seconds))).toBeVisible();
    }
    expect(tab.onSignedOut).not.toHaveBeenCalled();
  });

  // user-event waits on timers between steps: let the fake clock follow real time for it.
  const realisticUser = () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  };

  it('closes on Stay signed in and warns again a full limit later', async () => {
    const user = realisticUser();
    renderTab(tab);
    await advance(LIMIT - 2_000);
    await user.click(screen.getByRole('button', { name: T.staySignedIn }));
    expect(dialogs()).toHaveLength(0);
    await advance(LIMIT - WARNING - 200);
    expect(dialogs()).toHaveLength(0);
    await advance(200);
    expect(screen.getByText(messages.auth.sessionExpiresIn(5))).toBeVisible();
  });

  it('treats Esc as Stay signed in', async () => {
    const user = realisticUser();
    renderTab(tab);
    await advance(LIMIT - WARNING);
    expect(dialogs()).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(dialogs()).toHaveLength(0);
    await advance(LIMIT - WARNING - 200);
    expect(dialogs()).toHaveLength(0);
    expect(tab.onSignedOut).not.toHaveBeenCalled();
  });

  it('shows the real time left after the tab slept through its ticks', async () => {
    renderTab(tab);
    await advance(LIMIT - WARNING);
    act(() => vi.setSystemTime(Date.now() + 2_000));
    await advance(1_000);
    expect(screen.getByText(messages.auth.sessionExpiresIn(2))).toBeVisible();
  });

  it('signs out for timeout at zero', async () => {
    renderTab(tab);
    await advance(LIMIT - 1);
    expect(tab.onSignedOut).not.toHaveBeenCalled();
    await advance(1);
    expect(tab.onSignedOut).toHaveBeenCalledExactlyOnceWith('timeout');
    expect(dialogs()).toHaveLength(0);
  });

  it('does not time out during a call and restarts the clock when it ends', async () => {
    renderTab(tab);
    fireEvent.click(screen.getByRole('button', { name: 'Start call' }));
    await advance(3 * LIMIT);
    expect(dialogs()).toHaveLength(0);
    expect(tab.onSignedOut).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'End call' }));
    await advance(LIMIT - WARNING);
    expect(dialogs()).toHaveLength(1);
  });

  it('passes Sign Out on as the user’s reason', () => {
    renderTab(tab);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(tab.onSignedOut).toHaveBeenCalledExactlyOnceWith('user');
  });
});

describe('SessionGuard in two tabs', () => {
  let tabs: [Tab, Tab];

  beforeEach(() => {
    vi.useFakeTimers();
    const [busA, busB] = sessionTabs(2) as [CrossTabBus, CrossTabBus];
    tabs = [
      {
        name: 'Tab A',
        bus: busA,
        onSignedOut: vi.fn<(reason: SessionEndReason) => void>(),
      },
      {
        name: 'Tab B',
        bus: busB,
        onSignedOut: vi.fn<(reason: SessionEndReason) => void>(),
      },
    ];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets activity in one tab keep the other signed in', async () => {
    const [a, b] = tabs;
    const hostA = renderTab(a);
    renderTab(b);
    await advance(3_000);
    const heard = nextMessage(b.bus);
    fireEvent.keyDown(hostA);
    await act(() => heard);
    await advance(LIMIT - WARNING - 1);
    expect(dialogs()).toHaveLength(0);
    await advance(1);
    expect(dialogs()).toHaveLength(2);
    // Stay signed in in one tab (the first) closes the warning in both.
    const stayed = nextMessage(b.bus);
    fireEvent.click(
      within(dialogs()[0]!).getByRole('button', { name: T.staySignedIn, hidden: true }),
    );
    await act(() => stayed);
    expect(dialogs()).toHaveLength(0);
  });

  it('signs the other tab out when one signs out, keeping chat settings', async () => {
    const [a, b] = tabs;
    localStorage.setItem('kosh.refreshToken', 'refresh.jwt');
    localStorage.setItem('kosh.chat.drafts', '{"general":"hi"}');
    localStorage.setItem('kosh.filters.loans', '{"status":["loan_approved"]}');
    a.onSignedOut.mockImplementation((reason: SessionEndReason) => {
      if (reason !== 'remote') {
        signOut({
          tokens: createTokenStore(),
          kind: { isLender: false, username: null, involuntary: false },
          broadcast: a.bus.post,
        });
      }
    });
    renderTab(a);
    renderTab(b);
    const heard = nextMessage(b.bus);
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Tab A' })).getByRole('button', {
        name: 'Sign Out',
      }),
    );
    await act(() => heard);
    expect(a.onSignedOut).toHaveBeenCalledExactlyOnceWith('user');
    expect(b.onSignedOut).toHaveBeenCalledExactlyOnceWith('remote');
    expect(localStorage.getItem('kosh.refreshToken')).toBeNull();
    expect(localStorage.getItem('kosh.filters.loans')).toBeNull();
    expect(localStorage.getItem('kosh.chat.drafts')).toBe('{"general":"hi"}');
  });

  it('signs the other tab out when one times out, even during a call there', async () => {
    const [a, b] = tabs;
    a.onSignedOut.mockImplementation(() => a.bus.post({ type: 'signedOut' }));
    renderTab(a);
    renderTab(b);
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Tab B' })).getByRole('button', {
        name: 'Start call',
      }),
    );
    const heard = nextMessage(b.bus);
    await advance(LIMIT);
    await act(() => heard);
    expect(a.onSignedOut).toHaveBeenCalledExactlyOnceWith('timeout');
    expect(b.onSignedOut).toHaveBeenCalledExactlyOnceWith('remote');
  });
});
