import { useCallback, useEffect, useRef, useState } from 'react';
import type { components } from '../../../openapi/generated/auth.ts';
import { isAbortError } from '../../platform/abort.ts';

export type EmployeeCard = components['schemas']['EmployeeCard'];

/** Fetches one card; rejects with an error carrying `status` 404 when there is none. */
export type LoadEmployeeCard = (userId: number, signal: AbortSignal) => Promise<EmployeeCard>;

export type EmployeeCardState =
  | { status: 'loading' }
  | { status: 'loaded'; card: EmployeeCard }
  | { status: 'notFound' }
  | { status: 'error'; message: string };

const NOT_FOUND = 404;

/** The contract's user_id is a positive integer; any other link cannot name a card. */
export function toEmployeeId(userId: string): number | null {
  return /^[1-9][0-9]{0,15}$/.test(userId) ? Number(userId) : null;
}

/** A failed load as the page shows it: 404 is "no such employee", anything else an error. */
export function toCardFailure(error: unknown): EmployeeCardState {
  const status =
    typeof error === 'object' && error !== null && 'status' in error
      ? (error as { status: unknown }).status
      : undefined;
  if (status === NOT_FOUND) return { status: 'notFound' };
  const message = error instanceof Error ? error.message : String(error);
  return { status: 'error', message };
}

/**
 * The public employee card of `userId` (read-only server state, so a data hook, not a machine).
 * A new id or `retry()` loads again; leaving aborts the request.
 */
export function useEmployeeCard(
  userId: string,
  load: LoadEmployeeCard,
): { state: EmployeeCardState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: EmployeeCardState } | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;

  const id = toEmployeeId(userId);
  const key = `${userId}#${attempt}`;

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    loadRef.current(id, controller.signal).then(
      (card) => setResult({ key, state: { status: 'loaded', card } }),
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        setResult({ key, state: toCardFailure(error) });
      },
    );
    return () => controller.abort();
  }, [id, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: EmployeeCardState =
    id === null
      ? { status: 'notFound' }
      : result?.key === key
        ? result.state
        : { status: 'loading' };
  return { state, retry };
}
