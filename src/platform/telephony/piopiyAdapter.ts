import type { PiopiyPayload, PiopiySdk } from './piopiySdk.ts';
import {
  createListeners,
  dialString,
  hasCredentials,
  TelephonyError,
  type TelephonyEvent,
  type TelephonyPort,
} from './port.ts';

export type PiopiyAdapterOptions = {
  /** Makes the SDK object: loads the script and constructs it in the app, a fake in tests. */
  createSdk: () => Promise<PiopiySdk>;
  /** The SBC host to register with. */
  region: string;
  /** How long to wait for the SBC to accept a login. */
  loginTimeoutMs?: number;
};

export const LOGIN_TIMEOUT_MS = 20_000;

/** SIP answers that mean the customer's line refused the call. */
const BUSY_CODES = new Set([486, 600, 603]);
/** SIP answers that mean nobody picked up (timeout, unavailable, cancelled). */
const UNANSWERED_CODES = new Set([200, 408, 480, 487]);

/** The SDK's 'loginFailed' status when its REST token request fails (registration may not). */
const TOKEN_FAILURE = 'Token generation failed';

type Line = 'idle' | 'dialling' | 'ringing' | 'answered';

/** How the SDK's end of a call reads on the port, depending on whether it was answered. */
export function remoteEndEvent(code: number | undefined, answered: boolean): TelephonyEvent {
  if (answered) return { type: 'telephony.ended', by: 'remote' };
  const sip = code ?? 200;
  if (BUSY_CODES.has(sip)) return { type: 'telephony.failed', reason: 'busy' };
  if (UNANSWERED_CODES.has(sip)) return { type: 'telephony.ended', by: 'remote' };
  return { type: 'telephony.failed', reason: 'failed' };
}

const statusText = (payload: PiopiyPayload | undefined) =>
  typeof payload?.status === 'string' ? payload.status : `code ${payload?.code ?? 'unknown'}`;

type PendingLogin = {
  username: string;
  resolve: () => void;
  reject: (error: TelephonyError) => void;
  timer: ReturnType<typeof setTimeout>;
};

/**
 * The port over the PIOPIY WebRTC SDK. The SDK runs one call at a time and reports it with
 * events; this adapter keeps the line's stage so each SDK event maps to at most one port event
 * (the SDK repeats 'answered' and 'ringing', and reports our own hang-up as 'hangup').
 * Credentials go to the SDK's login and nowhere else: not stored, not logged, not in errors.
 */
export function createPiopiyAdapter(options: PiopiyAdapterOptions): TelephonyPort & {
  readonly kind: 'piopiy';
} {
  const events = createListeners<TelephonyEvent>();
  const loginTimeoutMs = options.loginTimeoutMs ?? LOGIN_TIMEOUT_MS;
  let loading: Promise<PiopiySdk> | null = null;
  let sdk: PiopiySdk | null = null;
  let loggedInAs: string | null = null;
  let pending: PendingLogin | null = null;
  let line: Line = 'idle';
  // Set while sdk.call() runs: the SDK reports a refused call as a synchronous 'error' event.
  let placing: { refusal: PiopiyPayload | null } | null = null;

  const endLine = (event: TelephonyEvent) => {
    if (line === 'idle') return;
    line = 'idle';
    events.emit(event);
  };

  const finishLogin = (error: TelephonyError | null) => {
    if (!pending) return;
    const { username, resolve, reject, timer } = pending;
    pending = null;
    clearTimeout(timer);
    loggedInAs = error ? null : username;
    if (error) reject(error);
    else resolve();
  };

  const attach = (instance: PiopiySdk) => {
    instance.on('login', () => finishLogin(null));
    instance.on('loginFailed', (payload) => {
      // The SDK's REST token only serves call transfers, which this app does not use.
      if (payload?.status === TOKEN_FAILURE) return;
      if (!pending) {
        loggedInAs = null;
        return;
      }
      const code = payload?.code ?? '?';
      finishLogin(
        code === 401
          ? new TelephonyError('loginRefused', 'Telephony login refused (401)')
          : new TelephonyError('loginFailed', `Telephony login failed (${code})`),
      );
    });
    instance.on('logout', () => {
      loggedInAs = null;
    });
    instance.on('error', (payload) => {
      if (placing) placing.refusal = payload ?? {};
      // 1001: 'Please logout before you login': the SBC already has this tab registered.
      else if (pending && payload?.code === 1001) finishLogin(null);
    });
    instance.on('ringing', () => {
      if (line !== 'dialling') return;
      line = 'ringing';
      events.emit({ type: 'telephony.ringing' });
    });
    instance.on('answered', () => {
      if (line !== 'dialling' && line !== 'ringing') return;
      line = 'answered';
      events.emit({ type: 'telephony.answered' });
    });
    instance.on('hangup', () => endLine({ type: 'telephony.ended', by: 'agent' }));
    instance.on('ended', (payload) => endLine(remoteEndEvent(payload?.code, line === 'answered')));
    instance.on('disconnected', () => endLine({ type: 'telephony.failed', reason: 'network' }));
    instance.on('mediaFailed', () => endLine({ type: 'telephony.failed', reason: 'failed' }));
    // The SDK's request timeout: the SBC never answered the call.
    instance.on('NETStats', (payload) => {
      if (payload?.code === 408 && line === 'dialling') {
        endLine({ type: 'telephony.failed', reason: 'network' });
      }
    });
    sdk = instance;
    return instance;
  };

  const hangUp = () => {
    if (line === 'idle') return;
    // Reported at once, so a lost SDK event cannot leave the line looking busy.
    endLine({ type: 'telephony.ended', by: 'agent' });
    sdk?.terminate();
  };

  const load = (): Promise<PiopiySdk> => {
    loading ??= options.createSdk().then(attach, () => {
      loading = null;
      throw new TelephonyError('unavailable', 'The telephony service could not be loaded');
    });
    return loading;
  };

  return {
    kind: 'piopiy',
    async login(credentials) {
      if (!hasCredentials(credentials)) {
        throw new TelephonyError('loginMissing', 'No telephony login in the profile');
      }
      const instance = await load();
      if (loggedInAs === credentials.username && instance.isLogedIn()) return;
      if (pending) {
        finishLogin(new TelephonyError('loginRefused', 'Telephony login superseded'));
      }
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () =>
            finishLogin(
              new TelephonyError('loginTimeout', 'Telephony login got no answer in time'),
            ),
          loginTimeoutMs,
        );
        pending = { username: credentials.username, resolve, reject, timer };
        try {
          instance.login(credentials.username, credentials.password, options.region);
        } catch {
          finishLogin(new TelephonyError('loginRefused', 'Telephony login refused'));
        }
      });
    },
    async dial(number) {
      const target = dialString(number);
      const instance = await load();
      if (loggedInAs === null || !instance.isLogedIn()) {
        throw new TelephonyError('notLoggedIn', 'Log in to telephony before calling');
      }
      if (line !== 'idle') throw new TelephonyError('callInProgress', 'A call is in progress');
      line = 'dialling';
      const attempt: { refusal: PiopiyPayload | null } = { refusal: null };
      placing = attempt;
      try {
        instance.call(target);
      } catch {
        attempt.refusal ??= { status: 'the SDK threw' };
      } finally {
        placing = null;
      }
      if (attempt.refusal) {
        line = 'idle';
        throw new TelephonyError('notPlaced', `Call not placed: ${statusText(attempt.refusal)}`);
      }
      const callId = instance.getCallId();
      if (!callId) {
        hangUp();
        throw new TelephonyError('notPlaced', 'Call not placed: no call id');
      }
      return { callId: String(callId) };
    },
    hold() {
      if (line === 'answered') sdk?.hold();
    },
    unhold() {
      if (line === 'answered') sdk?.unHold();
    },
    mute() {
      if (line === 'answered') sdk?.mute();
    },
    unmute() {
      if (line === 'answered') sdk?.unMute();
    },
    hangUp,
    onEvent: events.add,
  };
}
