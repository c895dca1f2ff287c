import type { SnapshotFrom } from 'xstate';
import type { Employer } from './employerDirectory.actors.ts';
import type {
  EmployerDirectoryEvent,
  employerDirectoryMachine,
} from './employerDirectory.machine.ts';

type Snapshot = SnapshotFrom<typeof employerDirectoryMachine>;
type Send = (event: EmployerDirectoryEvent) => void;

export type EmployerDirectoryIntents = { onType: (text: string) => void; onRetry: () => void };

const intentsBySend = new WeakMap<Send, EmployerDirectoryIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): EmployerDirectoryIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onType: (text) => send({ type: 'search.type', text }),
      onRetry: () => send({ type: 'search.retry' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

/** The employers route's search as the view renders it. */
export type EmployerDirectoryModel = EmployerDirectoryIntents & {
  query: string;
  searching: boolean;
  /** The employers found, once a search has answered. */
  employers: readonly Employer[] | null;
  error: string | null;
  canRetry: boolean;
};

export function connectEmployerDirectory(
  snapshot: Snapshot,
  send: Send = ignore,
): EmployerDirectoryModel {
  const { context } = snapshot;
  return {
    ...intentsOf(send),
    query: context.query,
    searching: snapshot.hasTag('busy'),
    employers: snapshot.matches('listed') ? context.employers : null,
    error: snapshot.matches('failed') ? context.error : null,
    canRetry: snapshot.can({ type: 'search.retry' }),
  };
}
