import {
  createListeners,
  dialString,
  hasCredentials,
  TelephonyError,
  type TelephonyEvent,
  type TelephonyPort,
} from './port.ts';

/**
 * What the simulated customer does on the next call. Times are from the moment of dialling,
 * except the remote hang-up, which counts from the answer.
 */
export type SimulatorScript = {
  /** answer: picks up; noAnswer: rings until the app gives up; busy / fail: the line refuses. */
  outcome: 'answer' | 'noAnswer' | 'busy' | 'fail';
  /** When the line starts ringing (or, for busy / fail, when it refuses). */
  ringAfterMs: number;
  answerAfterMs: number;
  /** The customer hangs up this long after answering; null: never. */
  remoteHangupAfterMs: number | null;
  /** The connection drops this long after dialling; null: never. */
  networkDropAfterMs: number | null;
  /** The service refuses the next login. */
  loginFails: boolean;
};

export const DEFAULT_SCRIPT: SimulatorScript = Object.freeze({
  outcome: 'answer',
  ringAfterMs: 1_000,
  answerAfterMs: 4_000,
  remoteHangupAfterMs: null,
  networkDropAfterMs: null,
  loginFails: false,
});

export type SimulatedLine = 'idle' | 'dialling' | 'ringing' | 'answered';

/** What the simulator's line is doing: shown by the dev panel, asserted by tests. */
export type SimulatorState = {
  /** The telephony user logged in (the password is never kept). */
  loggedInAs: string | null;
  line: SimulatedLine;
  /** The string last dialled, country code included. */
  dialled: string | null;
  callId: string | null;
  held: boolean;
  muted: boolean;
  /** Calls placed so far. */
  calls: number;
  script: SimulatorScript;
};

export type TelephonySimulator = TelephonyPort & {
  readonly kind: 'simulator';
  getState(): SimulatorState;
  subscribe(listener: () => void): () => void;
  /** Changes what the next calls do (the current call keeps its script). */
  setScript(script: Partial<SimulatorScript>): void;
  /** Steering the current call by hand, from the dev panel or a test. */
  ring(): void;
  answer(): void;
  remoteHangUp(): void;
  busy(): void;
  fail(): void;
  dropNetwork(): void;
};

export type SimulatorOptions = { script?: Partial<SimulatorScript> };

/**
 * A telephony service in memory, for development, stories and tests: every call follows the
 * script (or the hand steering), events arrive as the PIOPIY adapter would send them.
 */
export function createTelephonySimulator(options: SimulatorOptions = {}): TelephonySimulator {
  const events = createListeners<TelephonyEvent>();
  const watchers = createListeners<void>();
  let state: SimulatorState = {
    loggedInAs: null,
    line: 'idle',
    dialled: null,
    callId: null,
    held: false,
    muted: false,
    calls: 0,
    script: { ...DEFAULT_SCRIPT, ...options.script },
  };
  let timers: Array<ReturnType<typeof setTimeout>> = [];

  const update = (patch: Partial<SimulatorState>) => {
    state = { ...state, ...patch };
    watchers.emit();
  };
  const clearTimers = () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
  };
  const later = (ms: number, step: () => void) => {
    timers.push(setTimeout(step, ms));
  };
  const inCall = () => state.line !== 'idle';
  const endLine = (event: TelephonyEvent) => {
    clearTimers();
    update({ line: 'idle', held: false, muted: false });
    events.emit(event);
  };

  // The script of the call in progress: setScript changes only the calls after it.
  let callScript: SimulatorScript = state.script;

  const steer = {
    ring() {
      if (state.line !== 'dialling') return;
      update({ line: 'ringing' });
      events.emit({ type: 'telephony.ringing' });
    },
    answer() {
      if (state.line !== 'dialling' && state.line !== 'ringing') return;
      update({ line: 'answered' });
      events.emit({ type: 'telephony.answered' });
      const after = callScript.remoteHangupAfterMs;
      if (after !== null) later(after, steer.remoteHangUp);
    },
    remoteHangUp() {
      if (inCall()) endLine({ type: 'telephony.ended', by: 'remote' });
    },
    busy() {
      if (inCall()) endLine({ type: 'telephony.failed', reason: 'busy' });
    },
    fail() {
      if (inCall()) endLine({ type: 'telephony.failed', reason: 'failed' });
    },
    dropNetwork() {
      if (inCall()) endLine({ type: 'telephony.failed', reason: 'network' });
    },
  };

  const playScript = (script: SimulatorScript) => {
    callScript = script;
    if (script.outcome === 'busy') later(script.ringAfterMs, steer.busy);
    else if (script.outcome === 'fail') later(script.ringAfterMs, steer.fail);
    else later(script.ringAfterMs, steer.ring);
    if (script.outcome === 'answer') later(script.answerAfterMs, steer.answer);
    if (script.networkDropAfterMs !== null) later(script.networkDropAfterMs, steer.dropNetwork);
  };

  return {
    kind: 'simulator',
    async login(credentials) {
      if (!hasCredentials(credentials)) {
        throw new TelephonyError('loginMissing', 'No telephony login in the profile');
      }
      if (state.script.loginFails) {
        update({ loggedInAs: null });
        throw new TelephonyError('loginRefused', 'Telephony login refused (401)');
      }
      update({ loggedInAs: credentials.username });
    },
    async dial(number) {
      const target = dialString(number);
      if (state.loggedInAs === null) {
        throw new TelephonyError('notLoggedIn', 'Log in to telephony before calling');
      }
      if (inCall()) throw new TelephonyError('callInProgress', 'A call is already in progress');
      const calls = state.calls + 1;
      const callId = `sim-call-${calls}`;
      update({ line: 'dialling', dialled: target, callId, calls, held: false, muted: false });
      playScript(state.script);
      return { callId };
    },
    hold() {
      if (state.line === 'answered') update({ held: true });
    },
    unhold() {
      if (state.line === 'answered') update({ held: false });
    },
    mute() {
      if (state.line === 'answered') update({ muted: true });
    },
    unmute() {
      if (state.line === 'answered') update({ muted: false });
    },
    hangUp() {
      if (inCall()) endLine({ type: 'telephony.ended', by: 'agent' });
    },
    onEvent: events.add,
    getState: () => state,
    subscribe: watchers.add,
    setScript(script) {
      update({ script: { ...state.script, ...script } });
    },
    ...steer,
  };
}
