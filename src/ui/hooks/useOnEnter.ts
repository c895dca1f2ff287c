import { useEffect, useRef } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * Calls `callback` once each time the actor enters a state `matches` picks (a save stored, a
 * comment added), not on each snapshot while it stays there: what the app has read goes stale
 * once per change.
 */
export function useOnEnter<TActor extends AnyActorRef>(
  actor: TActor,
  matches: (snapshot: SnapshotFrom<TActor>) => boolean,
  callback: (() => void) | undefined,
): void {
  const latest = useRef({ matches, callback });
  latest.current = { matches, callback };
  useEffect(() => {
    let inside = false;
    const subscription = actor.subscribe((snapshot) => {
      const now = latest.current.matches(snapshot as SnapshotFrom<TActor>);
      if (now && !inside) latest.current.callback?.();
      inside = now;
    });
    return () => subscription.unsubscribe();
  }, [actor]);
}
