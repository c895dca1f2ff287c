import type { SnapshotFrom } from 'xstate';
import { messages } from '../../src/domain/messages.ts';
import type { sessionMachine } from './session.machine.ts';
import { type SessionEndReason, secondsLeft } from './session.rules.ts';

/* Snapshot → view model: plain data, so the dialog is a function of props and a story is one
   connect() call. */

export type SessionView = {
  /** The timeout warning is up. */
  dialogOpen: boolean;
  /** Seconds shown in the warning, from the deadline and the clock; null without a warning. */
  secondsLeft: number | null;
  /** 'Your session will expire in {n} seconds', or null without a warning. */
  message: string | null;
  /** A call is in progress, so the session does not time out. */
  onCall: boolean;
  /** Why the session ended, once it has. */
  ended: SessionEndReason | null;
};

export function connectSession(snapshot: SnapshotFrom<typeof sessionMachine>): SessionView {
  const { context } = snapshot;
  const dialogOpen = snapshot.hasTag('dialog');
  const seconds = dialogOpen ? secondsLeft(context.deadline, context.now) : null;
  return {
    dialogOpen,
    secondsLeft: seconds,
    message: seconds === null ? null : messages.auth.sessionExpiresIn(seconds),
    onCall: snapshot.matches({ signedIn: 'onCall' }),
    ended: snapshot.status === 'done' ? context.endReason : null,
  };
}
