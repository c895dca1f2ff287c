import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import {
  connectRealtime,
  type RealtimeActors,
  type RealtimeEvent,
  realtimeMachine,
} from '../../../machines/realtime/index.ts';
import { realtimeTabLock, type TabLock } from '../../platform/realtime/tabLock.ts';
import { sameView } from '../../ui/hooks/useView.ts';
import { MultiTabDialog } from './MultiTabDialog.tsx';
import {
  createMessageHub,
  type MessageHub,
  type RealtimeActorRef,
  RealtimeContext,
} from './realtimeContext.ts';

export type RealtimeProviderProps = {
  children?: ReactNode;
  /** True while a user is signed in: connects on sign-in, closes for good on sign-out. */
  signedIn: boolean;
  /** The broker login and the transport (`createRealtimeActors`). Read once per sign-in. */
  actors: RealtimeActors;
  /** Which tab owns the connection; the app's Web Locks lock by default. */
  tabLock?: TabLock;
  /** Realtime errors are only logged (spec part 2 §7); console.warn by default. */
  logError?: (message: string) => void;
};

const warn = (message: string) => console.warn(`realtime: ${message}`);

/** How many times a user has signed in: each sign-in gets a fresh session. */
function useSignIns(signedIn: boolean): number {
  const [seen, setSeen] = useState({ signedIn, count: signedIn ? 1 : 0 });
  if (seen.signedIn === signedIn) return seen.count;
  const next = { signedIn, count: seen.count + (signedIn ? 1 : 0) };
  setSeen(next);
  return next.count;
}

/**
 * The push connection of this tab: runs the realtime machine while someone is signed in, gives
 * the header its status and the chat its events, and shows the multi-tab warning.
 */
export function RealtimeProvider({
  children,
  signedIn,
  actors,
  tabLock: givenLock,
  logError = warn,
}: RealtimeProviderProps) {
  const [tabLock] = useState(() => givenLock ?? realtimeTabLock());
  const [hub] = useState(createMessageHub);
  const [actor, setActor] = useState<RealtimeActorRef | null>(null);
  const signIns = useSignIns(signedIn);
  const log = useRef(logError);
  log.current = logError;
  const value = useMemo(() => ({ actor, hub }), [actor, hub]);
  return (
    <RealtimeContext.Provider value={value}>
      {children}
      {signIns > 0 ? (
        <RealtimeSession
          key={signIns}
          signedIn={signedIn}
          actors={actors}
          tabLock={tabLock}
          hub={hub}
          log={log}
          onActor={setActor}
        />
      ) : null}
    </RealtimeContext.Provider>
  );
}

type SessionProps = {
  signedIn: boolean;
  actors: RealtimeActors;
  tabLock: TabLock;
  hub: MessageHub;
  log: { current: (message: string) => void };
  onActor: (actor: RealtimeActorRef) => void;
};

/** One signed-in period: its own actor, stopped for good at sign-out. */
function RealtimeSession({ signedIn, actors, tabLock, hub, log, onActor }: SessionProps) {
  const [machine] = useState(() =>
    realtimeMachine.provide({
      actors,
      actions: {
        deliverMessage: (_, { message }) => hub.deliver(message),
        catchUp: () => hub.catchUp(),
        logError: (_, { message }) => log.current(message),
        claimTab: () => void tabLock.claim(),
        releaseTab: () => tabLock.release(),
      },
    }),
  );
  const actor = useActorRef(machine);
  const send = (event: RealtimeEvent) => {
    if (actor.getSnapshot().status === 'active') actor.send(event);
  };
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => onActor(actor), [actor, onActor]);
  useEffect(() => tabLock.onTaken(() => sendRef.current({ type: 'tab.superseded' })), [tabLock]);
  useEffect(() => {
    sendRef.current({ type: signedIn ? 'realtime.start' : 'realtime.stop' });
  }, [signedIn]);

  const view = useSelector(actor, connectRealtime, sameView);
  return (
    <MultiTabDialog
      view={view}
      onUseHere={() => send({ type: 'tab.useHere' })}
      onCancel={() => send({ type: 'tab.dismiss' })}
    />
  );
}
