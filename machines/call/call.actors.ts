import { type CallbackActorLogic, fromCallback, type PromiseActorLogic } from 'xstate';
import { unprovided } from '../shared/calls.ts';

/** The commands the machine gives the line while a call is up. */
export type TelephonyCommand =
  | { type: 'hold' }
  | { type: 'unhold' }
  | { type: 'mute' }
  | { type: 'unmute' };

/** What the line reports, as the telephony port sends it. */
export type CallTelephonyEvent =
  | { type: 'telephony.ringing' }
  | { type: 'telephony.answered' }
  | { type: 'telephony.ended'; by: 'agent' | 'remote' }
  | { type: 'telephony.failed'; reason: 'busy' | 'failed' | 'network' };

export type PlaceCallInput = { number: string };
export type PlaceCallOutput = { callId: string };

/**
 * The call machine's side effects, by the names it invokes them with:
 * - `placeCall` logs in with the profile's telephony credentials (the app holds them; the machine
 *   never sees them) and dials the number; it rejects with the port's error (a `code`);
 * - `telephony` is the line while the call is up: it sends back the port's events, passes the
 *   hold/mute commands on, and hangs up when stopped (the call left the line, or the machine
 *   was stopped).
 */
export type CallActors = {
  placeCall: PromiseActorLogic<PlaceCallOutput, PlaceCallInput>;
  telephony: CallbackActorLogic<TelephonyCommand>;
};

export const unprovidedPlaceCall = unprovided<PlaceCallOutput, PlaceCallInput>('placeCall');

/** Fails loudly when the app forgot to provide the line, instead of pretending to call. */
export const unprovidedTelephony = fromCallback<TelephonyCommand>(() => {
  throw new Error("The 'telephony' actor is not provided to this machine");
});
