// @vitest-environment jsdom
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { watchActivity } from '../../src/platform/activity.ts';
import {
  type CrossTabBus,
  createCrossTabBus,
  isCrossTabMessage,
  SESSION_CHANNEL,
} from '../../src/platform/crossTab.ts';
import { signOut } from '../../src/platform/session/signOut.ts';
import {
  KEPT_ON_SIGN_OUT,
  LENDER_STATE,
  STORAGE_PREFIXES as P,
  savedWorkPrefix,
  survivesSignOut,
} from '../../src/platform/session/storageKeys.ts';
import { createTokenStore, STORAGE_KEYS } from '../../src/platform/storage/index.ts';
import { nextMessage, sessionTabs } from '../support/crossTabs.ts';

describe('signOut', () => {
  function fillStorage() {
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh.jwt');
    localStorage.setItem(STORAGE_KEYS.chatToken, 'chat.jwt');
    localStorage.setItem(`${P.chat}drafts`, '{"general":"see you"}');
    localStorage.setItem(`${P.notifications}sound`, 'on');
    localStorage.setItem(`${P.telephony}session`, '{"agent":"a1"}');
    localStorage.setItem(`${P.filters}approved-loans`, '{"status":["loan_approved"]}');
    localStorage.setItem(`${P.loans}recent`, '[101,102]');
    localStorage.setItem(`${P.profile}flags`, '{"is_lender":true}');
    localStorage.setItem(`${P.customers}recent`, '["u1"]');
    localStorage.setItem('third-party.key', 'x');
    sessionStorage.setItem(`${P.notifications}muted`, '["general"]');
    sessionStorage.setItem(`${P.filters}tab`, 'list');
  }

  it.each([false, true])('keeps only chat and notification settings (lender: %s)', (isLender) => {
    fillStorage();
    const tokens = createTokenStore();
    const broadcast = vi.fn();
    const kept = signOut({
      tokens,
      kind: { isLender, username: null, involuntary: false },
      broadcast,
    });
    expect(Object.keys(localStorage).sort()).toEqual([
      `${P.chat}drafts`,
      `${P.notifications}sound`,
    ]);
    expect(Object.keys(sessionStorage)).toEqual([`${P.notifications}muted`]);
    expect(kept.sort()).toEqual(
      [`${P.chat}drafts`, `${P.notifications}muted`, `${P.notifications}sound`].sort(),
    );
    expect(localStorage.getItem(`${P.chat}drafts`)).toBe('{"general":"see you"}');
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(tokens.getChatToken()).toBeNull();
    expect(broadcast).toHaveBeenCalledExactlyOnceWith({ type: 'signedOut' });
  });

  it('clears first and tells the other tabs after', () => {
    fillStorage();
    const seen: Array<string | null> = [];
    signOut({
      tokens: createTokenStore(),
      kind: { isLender: false, username: null, involuntary: false },
      broadcast: () => seen.push(localStorage.getItem(STORAGE_KEYS.refreshToken)),
    });
    expect(seen).toEqual([null]);
  });

  it('never keeps a lender’s own state, whatever the keep list', () => {
    expect(KEPT_ON_SIGN_OUT.some((keep) => LENDER_STATE.includes(keep))).toBe(false);
    const lender = { isLender: true, username: 'u1', involuntary: false };
    const staff = { isLender: false, username: 'u1', involuntary: false };
    for (const prefix of LENDER_STATE) {
      expect(survivesSignOut(`${prefix}x`, lender)).toBe(false);
      expect(survivesSignOut(`${prefix}x`, staff)).toBe(false);
    }
    expect(survivesSignOut(`${P.chat}x`, lender)).toBe(true);
    expect(survivesSignOut(STORAGE_KEYS.chatToken, staff)).toBe(false);
  });

  it("keeps a user's unsaved call work through an involuntary sign-out only", () => {
    const mine = `${savedWorkPrefix('9000000009')}feedbackDraft.41`;
    const theirs = `${savedWorkPrefix('9000000030')}feedbackDraft.41`;
    const kind = (involuntary: boolean) => ({
      isLender: false,
      username: '9000000009',
      involuntary,
    });
    expect(survivesSignOut(mine, kind(true))).toBe(true);
    expect(survivesSignOut(mine, kind(false))).toBe(false);
    // Another agent's work, left by their own involuntary sign-out, waits for them either way.
    expect(survivesSignOut(theirs, kind(false))).toBe(true);
    expect(survivesSignOut(theirs, kind(true))).toBe(true);
  });
});

describe('cross-tab bus', () => {
  /** A bus and a raw channel of its name: another tab, or a stranger on the channel. */
  function busAndChannel(name = `test-${crypto.randomUUID()}`) {
    const bus = createCrossTabBus(name);
    const channel = new BroadcastChannel(name);
    onTestFinished(() => {
      bus.close();
      channel.close();
    });
    return { bus, channel };
  }

  it('carries typed messages between BroadcastChannels, never back to the sender', async () => {
    const [a, b] = sessionTabs(2) as [CrossTabBus, CrossTabBus];
    const atA = vi.fn();
    const atB = vi.fn();
    a.subscribe(atA);
    const unsubscribe = b.subscribe(atB);
    a.post({ type: 'activity', at: 42 });
    await vi.waitFor(() => expect(atB).toHaveBeenCalledWith({ type: 'activity', at: 42 }));
    unsubscribe();
    a.post({ type: 'signedOut' });
    b.post({ type: 'signedOut' });
    await vi.waitFor(() => expect(atA).toHaveBeenCalledWith({ type: 'signedOut' }));
    expect(atA).toHaveBeenCalledTimes(1);
    expect(atB).toHaveBeenCalledTimes(1);
  });

  it('meets the other tabs on the session channel, through no storage', async () => {
    const { bus, channel } = busAndChannel(SESSION_CHANNEL);
    const posted = new Promise((resolve) => {
      channel.onmessage = (event) => resolve(event.data);
    });
    bus.post({ type: 'activity', at: 7 });
    expect(await posted).toEqual({ type: 'activity', at: 7 });
    const heard = nextMessage(bus);
    channel.postMessage({ type: 'signedOut' });
    expect(await heard).toEqual({ type: 'signedOut' });
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it('ignores malformed messages', async () => {
    expect(isCrossTabMessage({ type: 'activity', at: '1' })).toBe(false);
    expect(isCrossTabMessage({ type: 'activity', at: Number.NaN })).toBe(false);
    expect(isCrossTabMessage({ type: 'reload' })).toBe(false);
    expect(isCrossTabMessage(null)).toBe(false);
    expect(isCrossTabMessage({ type: 'signedOut' })).toBe(true);

    const { bus, channel } = busAndChannel();
    const heard = vi.fn();
    bus.subscribe(heard);
    channel.postMessage({ type: 'reload' });
    channel.postMessage({ type: 'activity', at: Number.NaN });
    channel.postMessage({ type: 'activity', at: 3 });
    await vi.waitFor(() => expect(heard).toHaveBeenCalled());
    expect(heard).toHaveBeenCalledExactlyOnceWith({ type: 'activity', at: 3 });
  });
});

describe('watchActivity in the browser', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports input on the window at most once a second, and a tab coming back into view', () => {
    vi.useFakeTimers();
    const reports: number[] = [];
    const stop = watchActivity((at) => reports.push(at));
    const start = Date.now();
    window.dispatchEvent(new KeyboardEvent('keydown'));
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    vi.advanceTimersByTime(1_000);
    document.body.dispatchEvent(new WheelEvent('wheel', { bubbles: true }));
    expect(reports).toEqual([start, start + 1_000]);

    vi.advanceTimersByTime(1_000);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(reports).toHaveLength(2);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(reports).toEqual([start, start + 1_000, start + 2_000]);

    // Only moving the mouse while reading: still there.
    vi.advanceTimersByTime(1_000);
    document.body.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
    document.body.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
    expect(reports).toEqual([start, start + 1_000, start + 2_000, start + 3_000]);

    stop();
    vi.advanceTimersByTime(5_000);
    window.dispatchEvent(new Event('touchstart'));
    expect(reports).toHaveLength(4);
  });
});
