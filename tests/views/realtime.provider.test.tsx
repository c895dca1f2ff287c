// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import {
  type RealtimeActors,
  type RealtimeCredentials,
  type RealtimeMessage,
  SAMPLE_CREDENTIALS,
  SAMPLE_MESSAGE,
} from '../../machines/realtime/index.ts';
import { UserMenu } from '../../src/app/shell/UserMenu.tsx';
import {
  RealtimeProvider,
  RealtimeStatusBadge,
  REALTIME_TEXTS as T,
  useRealtimeMessages,
  useRealtimeReclaim,
  useRealtimeStatus,
  useRealtimeView,
} from '../../src/features/realtime/index.ts';
import { connectOver } from '../../src/platform/realtime/connectActor.ts';
import {
  createScriptedTransport,
  type ScriptedTransport,
} from '../../src/platform/realtime/scriptedTransport.ts';
import { createTabLock, type TabLocks } from '../../src/platform/realtime/tabLock.ts';
import { createInMemoryLocks } from '../support/inMemoryLocks.ts';

/* RealtimeProvider as the app mounts it: the broker played by the scripted transport, the other
   tabs by tab locks on one (in-memory) lock manager. */

afterEach(() => {
  vi.useRealTimers();
});

/** Actors that answer the login at once and connect over `transport`. */
function actorsOver(transport: ScriptedTransport, credentials = SAMPLE_CREDENTIALS) {
  return {
    fetchCredentials: fromPromise<RealtimeCredentials, void>(async () => credentials),
    connect: connectOver(transport),
  } satisfies RealtimeActors;
}

function Header() {
  return (
    <UserMenu
      name="Asha Rao"
      email="asha@kosh.example"
      roleLabel="Admin"
      attendanceStatus
      connection={useRealtimeStatus()}
      available={new Set()}
      basePath="/lender/admin"
      onSignOut={() => {}}
    />
  );
}

function Badge() {
  return <RealtimeStatusBadge view={useRealtimeView()} onUseHere={useRealtimeReclaim()} />;
}

type TabProps = {
  locks: TabLocks;
  transport: ScriptedTransport;
  signedIn?: boolean;
  children?: ReactNode;
  logError?: (message: string) => void;
};

function Tab({ locks, transport, signedIn = true, children, logError = () => {} }: TabProps) {
  const [lock] = useState(() => createTabLock({ locks }));
  const [actors] = useState(() => actorsOver(transport));
  return (
    <RealtimeProvider signedIn={signedIn} actors={actors} tabLock={lock} logError={logError}>
      {children ?? <Badge />}
    </RealtimeProvider>
  );
}

function Inbox({ received }: { received: RealtimeMessage[] }) {
  useRealtimeMessages((message) => received.push(message));
  return null;
}

type SignInProps = {
  locks: TabLocks;
  transport: ScriptedTransport;
  received: RealtimeMessage[];
  logError: (message: string) => void;
};

/** A tab whose user signs out and in again with the toggle. */
function SignInAgain({ locks, transport, received, logError }: SignInProps) {
  const [signedIn, setSignedIn] = useState(true);
  return (
    <Tab locks={locks} transport={transport} signedIn={signedIn} logError={logError}>
      <Inbox received={received} />
      <button type="button" onClick={() => setSignedIn((value) => !value)}>
        toggle
      </button>
    </Tab>
  );
}

type TwoTabsProps = {
  locks: TabLocks;
  first: ScriptedTransport;
  second: ScriptedTransport;
};

/** Two tabs of the app in one page, the second opened with a button. */
function TwoTabs({ locks, first, second }: TwoTabsProps) {
  const [secondOpen, setSecondOpen] = useState(false);
  return (
    <>
      <section aria-label="first tab">
        <Tab locks={locks} transport={first} />
        <button type="button" onClick={() => setSecondOpen(true)}>
          open second tab
        </button>
      </section>
      {secondOpen ? (
        <section aria-label="second tab">
          <Tab locks={locks} transport={second} />
        </section>
      ) : null}
    </>
  );
}

/** Lets the login fetch and the subscription settle. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('RealtimeProvider', () => {
  it('gives the header Connected and Disconnected as the connection comes and goes', async () => {
    vi.useFakeTimers();
    const transport = createScriptedTransport();
    const locks = createInMemoryLocks();
    render(
      <Tab locks={locks} transport={transport}>
        <Header />
        <Badge />
      </Tab>,
    );
    const menu = screen.getByRole('button', { name: /Asha Rao/ });
    expect(menu).toHaveTextContent(T.disconnected);
    expect(screen.getByRole('status')).toHaveTextContent(T.detail.connecting);
    await settle();
    await act(async () => transport.latest().accept());
    await settle();
    expect(menu).toHaveTextContent(T.connected);
    expect(screen.getByRole('status')).toHaveTextContent(T.connected);

    await act(async () => transport.latest().drop());
    expect(menu).toHaveTextContent(T.disconnected);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByRole('status')).toHaveTextContent(T.detail.reconnecting);
    await act(async () => transport.latest().accept());
    await settle();
    expect(menu).toHaveTextContent(T.connected);
    expect(transport.connections).toHaveLength(2);
  });

  it('hands every event to the chat once, across sign-outs, and only logs errors', async () => {
    const transport = createScriptedTransport();
    const locks = createInMemoryLocks();
    const received: RealtimeMessage[] = [];
    const logged = vi.fn<(message: string) => void>();
    const user = userEvent.setup();
    render(
      <SignInAgain locks={locks} transport={transport} received={received} logError={logged} />,
    );
    await vi.waitFor(() => expect(transport.connections).toHaveLength(1));
    await act(async () => transport.latest().accept());
    await act(async () => {
      transport.latest().publish(SAMPLE_MESSAGE);
      transport.latest().publish(SAMPLE_MESSAGE);
      transport.latest().publish('not json');
    });
    expect(received).toEqual([SAMPLE_MESSAGE]);
    expect(logged).toHaveBeenCalledExactlyOnceWith('discarded a publication that is not JSON');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(transport.openCount()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    await vi.waitFor(() => expect(transport.connections).toHaveLength(2));
    await act(async () => transport.latest().accept());
    const next = { type: 'MESSAGE_DELETED', message_id: 'm-1001' } as const;
    await act(async () => transport.latest().publish(next));
    expect(received).toEqual([SAMPLE_MESSAGE, next]);
  });

  it('warns the first tab when a second one opens, and Use Here takes the connection back', async () => {
    const locks = createInMemoryLocks();
    const first = createScriptedTransport();
    const second = createScriptedTransport();
    const user = userEvent.setup();
    render(<TwoTabs locks={locks} first={first} second={second} />);
    await vi.waitFor(() => expect(first.connections).toHaveLength(1));
    await act(async () => first.latest().accept());
    await user.click(screen.getByRole('button', { name: 'open second tab' }));

    const dialog = await screen.findByRole('dialog', { name: T.dialogTitle });
    expect(within(dialog).getByText(T.dialogBody)).toBeVisible();
    expect(first.openCount()).toBe(0);
    await vi.waitFor(() => expect(second.connections).toHaveLength(1));
    await act(async () => second.latest().accept());

    // Focus stays inside the dialog, starting on Use Here.
    const useHere = within(dialog).getByRole('button', { name: T.useHere });
    expect(useHere).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: T.cancel })).toHaveFocus();
    await user.tab();
    expect(useHere).toHaveFocus();

    await user.click(useHere);
    await vi.waitFor(() => expect(first.connections).toHaveLength(2));
    // Now the second tab is the one warned, and its connection is closed.
    expect(second.openCount()).toBe(0);
    await screen.findByRole('dialog', { name: T.dialogTitle });
    await act(async () => first.latest().accept());
    const firstTab = screen.getByRole('region', { name: 'first tab', hidden: true });
    expect(within(firstTab).getByRole('status', { hidden: true })).toHaveTextContent(T.connected);
  });

  it('Cancel (or Esc) leaves the connection to the other tab until Use Here', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const locks = createInMemoryLocks();
    const transport = createScriptedTransport();
    const otherTab = createTabLock({ locks });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(
      <Tab locks={locks} transport={transport}>
        <button type="button">Write message</button>
        <Badge />
      </Tab>,
    );
    await settle();
    await act(async () => transport.latest().accept());
    await settle();

    const compose = screen.getByRole('button', { name: 'Write message' });
    compose.focus();
    await act(() => otherTab.claim());
    await user.click(screen.getByRole('button', { name: T.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus goes back to where the user was.
    await vi.waitFor(() => expect(compose).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(T.disconnected);
    expect(screen.getByRole('status')).toHaveTextContent(T.detail.elsewhere);
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(transport.connections).toHaveLength(1);

    // The badge's Use Here takes it back later.
    await user.click(screen.getByRole('button', { name: T.useHere }));
    await settle();
    expect(transport.connections).toHaveLength(2);
    expect(otherTab.holds()).toBe(false);

    await act(async () => transport.latest().accept());
    await settle();
    await act(() => otherTab.claim());
    await screen.findByRole('dialog', { name: T.dialogTitle });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: T.useHere })).toBeVisible();
  });
});
