import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../../machines/session/index.ts';

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;

export const SessionActorContext = createContext<SessionActorRef | null>(null);

/**
 * The session actor of the signed-in pages: the call feature sends `call.started` and
 * `call.ended`, the user menu `session.signOut`.
 */
export function useSessionActor(): SessionActorRef {
  const actor = useContext(SessionActorContext);
  if (!actor) throw new Error('useSessionActor needs a SessionGuard above it');
  return actor;
}
