import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  broadcastTabChannel,
  createLocalTabHub,
  createTabLock,
  REALTIME_TAB_CHANNEL,
  type TabLock,
} from '../../src/platform/realtime/tabLock.ts';

const locks: TabLock[] = [];
afterEach(() => {
  for (const lock of locks.splice(0)) lock.close();
});

function tabs(count: number, now: () => number = () => 1_000) {
  const hub = createLocalTabHub();
  return Array.from({ length: count }, (_, i) => {
    const lock = createTabLock({ channel: hub.connect(), tabId: `tab-${i}`, now });
    const taken = vi.fn();
    lock.onTaken(taken);
    locks.push(lock);
    return { lock, taken };
  });
}

describe('the realtime tab lock', () => {
  it('hands the connection to the tab that claims last', () => {
    const [a, b, c] = tabs(3);
    a!.lock.claim();
    expect(a!.lock.holds()).toBe(true);
    b!.lock.claim();
    expect(a!.taken).toHaveBeenCalledOnce();
    expect([a!.lock.holds(), b!.lock.holds()]).toEqual([false, true]);
    // 'Use Here' in the first tab takes it back, even on a clock that has not moved.
    a!.lock.claim();
    expect(b!.taken).toHaveBeenCalledOnce();
    expect([a!.lock.holds(), b!.lock.holds()]).toEqual([true, false]);
    // A tab that holds nothing has nothing taken.
    expect(c!.taken).not.toHaveBeenCalled();
  });

  it('tells a tab once, and not after it let go', () => {
    const [a, b] = tabs(2);
    a!.lock.claim();
    a!.lock.release();
    b!.lock.claim();
    b!.lock.claim();
    expect(a!.taken).not.toHaveBeenCalled();
    expect(a!.lock.holds()).toBe(false);
  });

  it('lets a newly opened tab win over one that claimed long ago', () => {
    let clock = 1_000;
    const [a, b] = tabs(2, () => clock);
    a!.lock.claim();
    a!.lock.claim();
    a!.lock.claim();
    clock = 9_000;
    b!.lock.claim();
    expect(a!.taken).toHaveBeenCalledOnce();
    expect(b!.lock.holds()).toBe(true);
  });

  it('settles claims that cross on the way, so exactly one tab keeps the connection', async () => {
    const name = `test-${Math.random()}`;
    const make = (tabId: string) => {
      const lock = createTabLock({
        channel: broadcastTabChannel(name, BroadcastChannel),
        tabId,
        now: () => 5_000,
      });
      const taken = vi.fn();
      lock.onTaken(taken);
      locks.push(lock);
      return { lock, taken };
    };
    const a = make('tab-a');
    const b = make('tab-b');
    a.lock.claim();
    b.lock.claim();
    await vi.waitFor(() => expect(a.taken).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(b.taken).not.toHaveBeenCalled();
    expect([a.lock.holds(), b.lock.holds()]).toEqual([false, true]);
  });

  it('ignores other messages on the channel, and stops listening when closed', () => {
    const hub = createLocalTabHub();
    const stranger = hub.connect();
    const lock = createTabLock({ channel: hub.connect(), tabId: 'me' });
    const taken = vi.fn();
    lock.onTaken(taken);
    lock.claim();
    for (const message of [
      null,
      { type: 'realtime.claim', tab: 'x' },
      { type: 'realtime.claim', tab: 'x', at: Number.NaN },
      { type: 'signedOut' },
    ]) {
      stranger.post(message);
    }
    expect(taken).not.toHaveBeenCalled();
    lock.close();
    stranger.post({ type: 'realtime.claim', tab: 'x', at: Date.now() + 1_000 });
    expect(taken).not.toHaveBeenCalled();
  });

  it('works on its own BroadcastChannel, and is inert without one', () => {
    expect(REALTIME_TAB_CHANNEL).toBe('kosh-realtime');
    const inert = createTabLock({ channel: broadcastTabChannel('x', undefined) });
    inert.claim();
    expect(inert.holds()).toBe(true);
    inert.close();
  });
});
