import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import {
  connectSession,
  type SessionEndReason,
  sessionMachine,
} from '../../../machines/session/index.ts';
import { watchActivity as watchBrowserActivity } from '../../platform/activity.ts';
import { type CrossTabBus, sessionBus } from '../../platform/crossTab.ts';
import { SessionActorContext } from '../../ui/hooks/sessionActor.ts';
import { SessionTimeoutDialog } from './SessionTimeoutDialog.tsx';

export type SessionGuardProps = {
  children?: ReactNode;
  /**
   * Called once when the session ends. For 'timeout' and 'user' the app signs out (clearing
   * saved state and telling the other tabs) and shows the login page; for 'remote' another tab
   * already did, and the app reloads.
   */
  onSignedOut: (reason: SessionEndReason) => void;
  /** Shorter limits for demos and tests; the spec's by default. */
  inactivityLimitMs?: number;
  warningMs?: number;
  /** The other tabs; the app's session bus by default. */
  bus?: CrossTabBus;
  /** The source of user activity; the browser's input events (throttled) by default. */
  watchActivity?: (onActivity: (at: number) => void) => () => void;
};

/**
 * Keeps the signed-in pages inside the inactivity limit: runs the session machine, feeds it
 * this tab's and the other tabs' activity, and shows the timeout warning over the children.
 */
export function SessionGuard({
  children,
  onSignedOut,
  inactivityLimitMs,
  warningMs,
  bus: givenBus,
  watchActivity = watchBrowserActivity,
}: SessionGuardProps) {
  const notify = useRef(onSignedOut);
  notify.current = onSignedOut;
  // Built once; later props are ignored like any initial state.
  const [machine] = useState(() =>
    sessionMachine.provide({
      actions: { signOut: (_, { reason }) => notify.current(reason) },
    }),
  );
  const actor = useActorRef(machine, { input: { inactivityLimitMs, warningMs } });
  const [bus] = useState(() => givenBus ?? sessionBus());

  /** Activity here (or 'Stay signed in', which the warning alone offers), told to every tab. */
  const reportActivity = useCallback(
    (at: number, stay = false) => {
      if (actor.getSnapshot().status !== 'active') return;
      actor.send(stay ? { type: 'session.stay' } : { type: 'activity', at });
      bus.post({ type: 'activity', at });
    },
    [actor, bus],
  );

  useEffect(() => watchActivity((at) => reportActivity(at)), [watchActivity, reportActivity]);

  useEffect(
    () =>
      bus.subscribe((message) => {
        if (actor.getSnapshot().status !== 'active') return;
        if (message.type === 'activity') actor.send({ type: 'activity.remote', at: message.at });
        else actor.send({ type: 'session.remoteSignOut' });
      }),
    [actor, bus],
  );

  const view = useSelector(actor, connectSession, shallowEqual);

  return (
    <SessionActorContext.Provider value={actor}>
      {children}
      <SessionTimeoutDialog view={view} onStay={() => reportActivity(Date.now(), true)} />
    </SessionActorContext.Provider>
  );
}
