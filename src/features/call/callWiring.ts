import { fromCallback } from 'xstate';
import {
  callMachine,
  type PlaceCallInput,
  type PlaceCallOutput,
  type TelephonyCommand,
} from '../../../machines/call/index.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';
import {
  hasCredentials,
  type TelephonyCredentials,
  TelephonyError,
  type TelephonyPort,
} from '../../platform/telephony/port.ts';

/** The session actor, as far as a call is concerned (see useSessionActor). */
export type CallSessionNotifier = {
  send(event: { type: 'call.started' } | { type: 'call.ended' }): void;
};

export type CallWiring = {
  telephony: TelephonyPort;
  /**
   * The signed-in profile's telephony login, read when a call is placed. It goes to the port's
   * login only: never into the machine, a snapshot, the screen or a log.
   */
  credentials: () => TelephonyCredentials | null;
  session: CallSessionNotifier;
  /** Shows a text through the app's alert service. */
  alert: (message: string) => void;
};

/** Logs in (once per telephony user) and dials; a call ended meanwhile is hung up. */
export function placeCallOver(port: TelephonyPort, credentials: () => TelephonyCredentials | null) {
  return fromAbortable<PlaceCallOutput, PlaceCallInput>(async ({ input, signal }) => {
    const login = credentials();
    if (!hasCredentials(login)) {
      throw new TelephonyError('loginMissing', 'No telephony login in the profile');
    }
    await port.login(login);
    if (signal.aborted) throw new DOMException('The call ended before dialling', 'AbortError');
    const placed = await port.dial(input.number);
    if (signal.aborted) port.hangUp();
    return placed;
  });
}

/**
 * The line while a call is up: the port's events go to the machine, its commands to the port;
 * stopping it hangs up (a no-op when the call already ended) and runs `onReleased`.
 */
export function telephonyLine(port: TelephonyPort, onReleased: () => void = () => {}) {
  return fromCallback<TelephonyCommand>(({ sendBack, receive }) => {
    const stopListening = port.onEvent((event) => sendBack(event));
    receive((command) => {
      if (command.type === 'hold') port.hold();
      else if (command.type === 'unhold') port.unhold();
      else if (command.type === 'mute') port.mute();
      else port.unmute();
    });
    return () => {
      stopListening();
      port.hangUp();
      onReleased();
    };
  });
}

/**
 * The call machine with the app's side effects: what the soft-call loop invokes as
 * 'callMachine'. One wiring serves the calls of one loop, one after another.
 */
export function provideCallMachine(wiring: CallWiring) {
  // A machine stopped mid-call runs no exit actions, so the line's cleanup also releases the
  // session; whichever comes first tells it, once.
  let onCall = false;
  const release = () => {
    if (!onCall) return;
    onCall = false;
    wiring.session.send({ type: 'call.ended' });
  };
  return callMachine.provide({
    actors: {
      placeCall: placeCallOver(wiring.telephony, wiring.credentials),
      telephony: telephonyLine(wiring.telephony, release),
    },
    actions: {
      notifyCallStarted: () => {
        onCall = true;
        wiring.session.send({ type: 'call.started' });
      },
      notifyCallEnded: release,
      alertNotAllowed: (_, { message }) => wiring.alert(message),
    },
  });
}
