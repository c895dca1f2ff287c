import type { SnapshotFrom } from 'xstate';
import type { appSessionMachine } from './appSession.machine.ts';

export type AppSessionView =
  | { stage: 'signedOut'; message: string | null }
  | { stage: 'loading' }
  | { stage: 'failed'; error: string }
  | {
      stage: 'signedIn';
      profile: NonNullable<SnapshotFrom<typeof appSessionMachine>['context']['profile']>;
    };

/** What the router needs from the session: which stage, and the profile once signed in. */
export function connectAppSession(
  snapshot: SnapshotFrom<typeof appSessionMachine>,
): AppSessionView {
  const { context } = snapshot;
  if (snapshot.hasTag('signedIn') && context.profile)
    return { stage: 'signedIn', profile: context.profile };
  if (snapshot.hasTag('error')) return { stage: 'failed', error: context.error ?? '' };
  if (snapshot.hasTag('busy') || snapshot.matches('restoring')) return { stage: 'loading' };
  return { stage: 'signedOut', message: context.message };
}
