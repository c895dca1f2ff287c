import {
  type CallbackActorLogic,
  type EventObject,
  fromCallback,
  type PromiseActorLogic,
} from 'xstate';
import { unprovided } from '../shared/calls.ts';
import type { RealtimeConnectInput, RealtimeCredentials } from './realtime.types.ts';

/**
 * The realtime machine's side effects, by the names it invokes them with:
 * - `fetchCredentials` reads getRealtimePassword and rejects with the server's words;
 * - `connect` opens one broker connection with those credentials, subscribes to the personal
 *   topic, sends back the `transport.*` events and closes the connection when stopped.
 */
export type RealtimeActors = {
  fetchCredentials: PromiseActorLogic<RealtimeCredentials, void>;
  connect: CallbackActorLogic<EventObject, RealtimeConnectInput>;
};

export const unprovidedFetchCredentials = unprovided<RealtimeCredentials, void>('fetchCredentials');

/** Fails loudly when the app forgot to provide a transport, instead of pretending to connect. */
export const unprovidedConnect = fromCallback<EventObject, RealtimeConnectInput>(() => {
  throw new Error("The 'connect' actor is not provided to this machine");
});
