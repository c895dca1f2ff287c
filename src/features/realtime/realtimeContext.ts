import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  connectRealtime,
  type RealtimeMessage,
  type RealtimeStatus,
  type RealtimeView,
  type realtimeMachine,
} from '../../../machines/realtime/index.ts';
import { sameView } from '../../ui/hooks/useView.ts';

export type RealtimeActorRef = ActorRefFrom<typeof realtimeMachine>;

type MessageHandler = (message: RealtimeMessage) => void;

/** The chat's listeners: they outlive each signed-in session's actor. */
export type MessageHub = {
  deliver(message: RealtimeMessage): void;
  subscribe(handler: MessageHandler): () => void;
  /** The connection came back after events may have been missed: re-read from the server. */
  catchUp(): void;
  onCatchUp(handler: () => void): () => void;
};

function listeners<T>() {
  const handlers = new Set<(value: T) => void>();
  return {
    call(value: T) {
      for (const handler of [...handlers]) handler(value);
    },
    add(handler: (value: T) => void) {
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    },
  };
}

export function createMessageHub(): MessageHub {
  const messages = listeners<RealtimeMessage>();
  const catchUps = listeners<void>();
  return {
    deliver: messages.call,
    subscribe: messages.add,
    catchUp: () => catchUps.call(),
    onCatchUp: catchUps.add,
  };
}

export type RealtimeContextValue = {
  /** The current session's actor; null before the first sign-in. */
  actor: RealtimeActorRef | null;
  hub: MessageHub;
};

export const RealtimeContext = createContext<RealtimeContextValue | null>(null);

const SIGNED_OUT_VIEW: RealtimeView = {
  status: 'disconnected',
  dialogOpen: false,
  canUseHere: false,
};

function useRealtimeContext(hook: string): RealtimeContextValue {
  const value = useContext(RealtimeContext);
  if (!value) throw new Error(`${hook} needs a RealtimeProvider above it`);
  return value;
}

/** The realtime actor of the signed-in session (null before the first sign-in). */
export function useRealtimeActor(): RealtimeActorRef | null {
  return useRealtimeContext('useRealtimeActor').actor;
}

export function useRealtimeView(): RealtimeView {
  const { actor } = useRealtimeContext('useRealtimeView');
  return useSelector(
    actor ?? undefined,
    (snapshot) => (snapshot ? connectRealtime(snapshot) : SIGNED_OUT_VIEW),
    sameView,
  );
}

/** What the header shows: the user menu's `connection`. */
export function useRealtimeStatus(): RealtimeStatus {
  return useRealtimeView().status;
}

/** Calls `handler` with every realtime event (RETAINED, NEW_MESSAGE, MESSAGE_DELETED), once each. */
export function useRealtimeMessages(handler: MessageHandler): void {
  const { hub } = useRealtimeContext('useRealtimeMessages');
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => hub.subscribe((message) => latest.current(message)), [hub]);
}

/**
 * Calls `handler` when the connection returns after events may have been missed (a broker that
 * restarted, another tab that held the connection): a reader re-reads what it shows.
 */
export function useRealtimeCatchUp(handler: () => void): void {
  const { hub } = useRealtimeContext('useRealtimeCatchUp');
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => hub.onCatchUp(() => latest.current()), [hub]);
}

/** 'Use Here' from anywhere (the status badge, after the warning was cancelled). */
export function useRealtimeReclaim(): () => void {
  const { actor } = useRealtimeContext('useRealtimeReclaim');
  return () => {
    if (actor?.getSnapshot().status === 'active') actor.send({ type: 'tab.useHere' });
  };
}

/**
 * `useRealtimeCatchUp` for a part that may be shown without a connection (a story, a test): with
 * no RealtimeProvider above it, nothing is caught up.
 */
export function useRealtimeCatchUpIfConnected(handler: () => void): void {
  const value = useContext(RealtimeContext);
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => value?.hub.onCatchUp(() => latest.current()), [value]);
}
