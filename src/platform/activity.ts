/**
 * Reports user activity at most once per throttle window (spec part 1 §9: 1 per second), from
 * pointer (moving counts: a user reading and moving the mouse is there), keyboard, wheel and
 * touch input and from the tab becoming visible again. The throttle compares timestamps, so it
 * needs no timer, and a stream of pointer moves costs one report a second.
 */

export const ACTIVITY_EVENTS = [
  'pointermove',
  'pointerdown',
  'keydown',
  'wheel',
  'touchstart',
] as const;
export const ACTIVITY_THROTTLE_MS = 1_000;

type Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export type WatchActivityOptions = {
  /** Where input events arrive (the window). */
  target?: Target;
  /** The document, for `visibilitychange`. */
  document?: Target & { readonly visibilityState: DocumentVisibilityState };
  throttleMs?: number;
  now?: () => number;
};

/** Calls `onActivity(at)` on user activity, at most once per `throttleMs`; returns the stop function. */
export function watchActivity(
  onActivity: (at: number) => void,
  options: WatchActivityOptions = {},
): () => void {
  const target = options.target ?? globalThis.window;
  const doc = options.document ?? globalThis.document;
  const throttleMs = options.throttleMs ?? ACTIVITY_THROTTLE_MS;
  const now = options.now ?? Date.now;
  let lastReported = Number.NEGATIVE_INFINITY;

  const report = () => {
    const at = now();
    if (at - lastReported < throttleMs) return;
    lastReported = at;
    onActivity(at);
  };
  const onVisibility = () => {
    if (doc?.visibilityState === 'visible') report();
  };
  const listenOptions: AddEventListenerOptions = { capture: true, passive: true };

  for (const type of ACTIVITY_EVENTS) target?.addEventListener(type, report, listenOptions);
  doc?.addEventListener('visibilitychange', onVisibility);
  return () => {
    for (const type of ACTIVITY_EVENTS) target?.removeEventListener(type, report, listenOptions);
    doc?.removeEventListener('visibilitychange', onVisibility);
  };
}
