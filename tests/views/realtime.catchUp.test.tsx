// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { type RealtimeActors, SAMPLE_CREDENTIALS } from '../../machines/realtime/index.ts';
import { FED_BY_REALTIME } from '../../src/api/realtimeFed.ts';
import { CatchUpAfterRealtimeGap, SignedInQueries } from '../../src/app/SignedInQueries.tsx';
import { SignedInQueryClient } from '../../src/app/SignedInQueryClient.tsx';
import { RealtimeProvider } from '../../src/features/realtime/index.ts';
import { connectOver } from '../../src/platform/realtime/connectActor.ts';
import {
  createScriptedTransport,
  type ScriptedTransport,
} from '../../src/platform/realtime/scriptedTransport.ts';
import { createTabLock } from '../../src/platform/realtime/tabLock.ts';
import { createInMemoryLocks } from '../support/inMemoryLocks.ts';

/* The signed-in tree as the app nests it: the session's query cache, the realtime connection
   (the broker played by the scripted transport), and the link that re-reads after a gap. */

afterEach(() => {
  vi.useRealTimers();
});

type Reads = { channel: number; profile: number };

function Screen({ reads }: { reads: Reads }) {
  const channel = useQuery({
    queryKey: ['channel messages'],
    queryFn: async () => ++reads.channel,
    meta: FED_BY_REALTIME,
  });
  const profile = useQuery({ queryKey: ['profile'], queryFn: async () => ++reads.profile });
  return (
    <p>
      channel read {channel.data ?? 0}, profile read {profile.data ?? 0}
    </p>
  );
}

function SignedIn({ transport, reads }: { transport: ScriptedTransport; reads: Reads }) {
  const [lock] = useState(() => createTabLock({ locks: createInMemoryLocks() }));
  const [actors] = useState(
    (): RealtimeActors => ({
      fetchCredentials: fromPromise(async () => SAMPLE_CREDENTIALS),
      connect: connectOver(transport),
    }),
  );
  return (
    <SignedInQueries>
      <RealtimeProvider signedIn actors={actors} tabLock={lock} logError={() => {}}>
        <CatchUpAfterRealtimeGap />
        <SignedInQueryClient>
          <Screen reads={reads} />
        </SignedInQueryClient>
      </RealtimeProvider>
    </SignedInQueries>
  );
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('catching up after a gap in the realtime connection', () => {
  it('re-reads what realtime keeps current on every connection, and nothing else', async () => {
    vi.useFakeTimers();
    const transport = createScriptedTransport();
    const reads: Reads = { channel: 0, profile: 0 };
    render(<SignedIn transport={transport} reads={reads} />);
    await settle();
    await act(async () => transport.latest().accept());
    await settle();
    // The first connection of a sign-in follows the screen's first reads: what was published in
    // between is read again.
    expect(screen.getByText('channel read 2, profile read 1')).toBeInTheDocument();

    // The broker restarts: the connection drops and comes back 5 s later, its session lost.
    await act(async () => transport.latest().drop());
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await act(async () => transport.latest().accept());
    await settle();
    expect(screen.getByText('channel read 3, profile read 1')).toBeInTheDocument();

    // Each gap once more.
    await act(async () => transport.latest().drop());
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await act(async () => transport.latest().accept());
    await settle();
    expect(reads).toEqual({ channel: 4, profile: 1 });
    expect(transport.connections).toHaveLength(3);
  });
});
