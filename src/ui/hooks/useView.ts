import { useSelector } from '@xstate/react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/** Structural equality for the plain-data view models connect() returns. */
export function sameView(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) =>
    sameView((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** The view model of an actor (or null while the actor does not exist); re-renders only on change. */
export function useView<TActor extends AnyActorRef, TView>(
  actor: TActor | undefined,
  connect: (snapshot: SnapshotFrom<TActor>) => TView,
): TView | null {
  return useSelector(
    actor,
    (snapshot) => (snapshot ? connect(snapshot as SnapshotFrom<TActor>) : null),
    sameView,
  );
}
