import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  createTabLock,
  REALTIME_LOCK,
  type TabLock,
  type TabLocks,
} from '../../src/platform/realtime/tabLock.ts';
import { createInMemoryLocks } from '../support/inMemoryLocks.ts';

/* The Web Locks behaviour the tab lock stands on, checked on Node's own LockManager (the
   browser's API) and on the in-memory double the view tests use, then the tab lock on both. */

const MANAGERS: Array<[string, () => TabLocks]> = [
  ['navigator.locks', () => navigator.locks],
  ['the in-memory double', createInMemoryLocks],
];

const never = () => new Promise<never>(() => {});
/** Node's lock manager is process-wide: every test takes names of its own. */
const uniqueName = () => `test-${crypto.randomUUID()}`;

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

const errorName = async (promise: Promise<unknown>) =>
  ((await rejection(promise)) as DOMException).name;

describe.each(MANAGERS)('Web Locks as the tab lock uses them: %s', (_label, manager) => {
  it('holds a lock until the callback settles, and settles the request with it', async () => {
    const locks = manager();
    const name = uniqueName();
    let release!: (value: string) => void;
    const order: string[] = [];
    const first = locks.request(name, (lock) => {
      order.push(`first ${lock?.name === name} ${lock?.mode}`);
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    });
    const second = locks.request(name, () => {
      order.push('second');
      return 2;
    });
    await vi.waitFor(() => expect(order).toEqual(['first true exclusive']));
    release('one');
    expect(await first).toBe('one');
    expect(await second).toBe(2);
    expect(order).toEqual(['first true exclusive', 'second']);
    const failure = new Error('callback failed');
    expect(
      await rejection(
        locks.request(name, () => {
          throw failure;
        }),
      ),
    ).toBe(failure);
  });

  it('steal takes a held lock at once; the holder’s request rejects with an AbortError', async () => {
    const locks = manager();
    const name = uniqueName();
    const holder = locks.request(name, never);
    const stolen = rejection(holder);
    const queued = vi.fn(() => 'queued');
    const waiting = locks.request(name, queued);
    const stealer = locks.request(name, { steal: true }, (lock) => lock?.name);
    const error = (await stolen) as DOMException;
    expect(error).toBeInstanceOf(DOMException);
    expect(error.name).toBe('AbortError');
    expect(await stealer).toBe(name);
    // The queue comes after the steal.
    expect(await waiting).toBe('queued');
  });

  it('ifAvailable calls back with null while the lock is held, and with the lock when free', async () => {
    const locks = manager();
    const name = uniqueName();
    let release!: () => void;
    const holder = locks.request(name, () => new Promise<void>((resolve) => (release = resolve)));
    expect(await locks.request(name, { ifAvailable: true }, (lock) => lock)).toBeNull();
    release();
    await holder;
    expect(await locks.request(name, { ifAvailable: true }, (lock) => lock?.name)).toBe(name);
  });

  it('drops a waiting request when its signal aborts, with the abort reason', async () => {
    const locks = manager();
    const name = uniqueName();
    let release!: () => void;
    const holder = locks.request(name, () => new Promise<void>((resolve) => (release = resolve)));
    const controller = new AbortController();
    const callback = vi.fn();
    const waiting = locks.request(name, { signal: controller.signal }, callback);
    controller.abort('no longer wanted');
    expect(await rejection(waiting)).toBe('no longer wanted');
    const aborted = AbortSignal.abort('already');
    expect(await rejection(locks.request(name, { signal: aborted }, callback))).toBe('already');
    release();
    await holder;
    expect(callback).not.toHaveBeenCalled();
  });

  it('refuses steal with ifAvailable, with a signal or shared', async () => {
    const locks = manager();
    const name = uniqueName();
    const signal = new AbortController().signal;
    const callback = vi.fn();
    for (const options of [
      { steal: true, ifAvailable: true },
      { steal: true, signal },
      { ifAvailable: true, signal },
      { steal: true, mode: 'shared' as const },
    ]) {
      expect(await errorName(locks.request(name, options, callback))).toBe('NotSupportedError');
    }
    expect(await errorName(locks.request('-reserved', callback))).toBe('NotSupportedError');
    expect(callback).not.toHaveBeenCalled();
  });
});

describe.each(MANAGERS)('the realtime tab lock on %s', (_label, manager) => {
  /** Opens tabs of one origin: each call is another tab. */
  function origin() {
    const locks = manager();
    const name = uniqueName();
    return () => {
      const lock = createTabLock({ locks, name });
      const taken = vi.fn();
      lock.onTaken(taken);
      onTestFinished(() => lock.close());
      return { lock, taken };
    };
  }

  const holding = (...all: Array<{ lock: TabLock }>) => all.map(({ lock }) => lock.holds());

  it('hands the connection to the tab that claims last, and back with Use Here', async () => {
    const tab = origin();
    const [a, b, c] = [tab(), tab(), tab()];
    await a.lock.claim();
    expect(holding(a, b, c)).toEqual([true, false, false]);
    await b.lock.claim();
    await vi.waitFor(() => expect(a.taken).toHaveBeenCalledOnce());
    expect(holding(a, b)).toEqual([false, true]);
    // 'Use Here' in the first tab takes it back.
    await a.lock.claim();
    await vi.waitFor(() => expect(b.taken).toHaveBeenCalledOnce());
    expect(holding(a, b)).toEqual([true, false]);
    // A tab that holds nothing has nothing taken.
    expect(c.taken).not.toHaveBeenCalled();
    expect(a.taken).toHaveBeenCalledOnce();
  });

  it('tells a tab once, and not after it let go or claimed again itself', async () => {
    const tab = origin();
    const [a, b] = [tab(), tab()];
    await a.lock.claim();
    // Claiming twice (StrictMode starts twice) steals from itself: not a takeover.
    await a.lock.claim();
    a.lock.release();
    expect(a.lock.holds()).toBe(false);
    await b.lock.claim();
    await b.lock.claim();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(a.taken).not.toHaveBeenCalled();
    expect(b.taken).not.toHaveBeenCalled();
    expect(holding(a, b)).toEqual([false, true]);
  });

  it('settles claims made at the same moment: exactly one tab keeps the connection', async () => {
    const tab = origin();
    const [a, b] = [tab(), tab()];
    await Promise.all([a.lock.claim(), b.lock.claim()]);
    await vi.waitFor(() => expect(holding(a, b).filter(Boolean)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(holding(a, b).filter(Boolean)).toHaveLength(1);
    expect(a.taken.mock.calls.length + b.taken.mock.calls.length).toBe(1);
  });

  it('lets a released lock go for good, and stops telling once closed', async () => {
    const locks = manager();
    const name = uniqueName();
    const lock = createTabLock({ locks, name });
    const taken = vi.fn();
    lock.onTaken(taken);
    const isFree = () => locks.request(name, { ifAvailable: true }, (free) => free !== null);
    await lock.claim();
    expect(await isFree()).toBe(false);
    lock.release();
    // The browser lets go once the callback's promise has settled: a moment later.
    await vi.waitFor(async () => expect(await isFree()).toBe(true));
    await lock.claim();
    lock.close();
    expect(lock.holds()).toBe(false);
    await vi.waitFor(async () => expect(await isFree()).toBe(true));
    expect(taken).not.toHaveBeenCalled();
  });
});

describe('the realtime tab lock', () => {
  it('takes the browser’s lock named for the app by default', async () => {
    expect(REALTIME_LOCK).toBe('kosh-realtime');
    const lock = createTabLock();
    onTestFinished(() => lock.close());
    await lock.claim();
    const held = await navigator.locks.query();
    expect(held.held?.map((info) => info.name)).toContain(REALTIME_LOCK);
  });

  it('without Web Locks (an insecure page) holds its own connection and is never taken', async () => {
    const lock = createTabLock({ locks: undefined });
    const taken = vi.fn();
    lock.onTaken(taken);
    await lock.claim();
    expect(lock.holds()).toBe(true);
    lock.release();
    expect(lock.holds()).toBe(false);
    expect(taken).not.toHaveBeenCalled();
  });
});
