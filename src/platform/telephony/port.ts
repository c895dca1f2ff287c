/**
 * The one way the app talks to a telephony service (spec part 1 §7 'Telephony'): log in with the
 * profile's telephony credentials, dial a customer, hold, mute, hang up, and hear what happens on
 * the line. Two adapters implement it: the PIOPIY WebRTC SDK and a scripted simulator.
 */

export type TelephonyEvent =
  | { type: 'telephony.ringing' }
  | { type: 'telephony.answered' }
  | { type: 'telephony.ended'; by: 'agent' | 'remote' }
  | { type: 'telephony.failed'; reason: 'busy' | 'failed' | 'network' };

export type TelephonyCredentials = { username: string; password: string };

export type TelephonyPort = {
  /** Registers with the service; resolves at once when already logged in as that user. */
  login(credentials: TelephonyCredentials): Promise<void>;
  /** `number` is the 10-digit customer number; adapters dial it with the country code 91. */
  dial(number: string): Promise<{ callId: string }>;
  hold(): void;
  unhold(): void;
  mute(): void;
  unmute(): void;
  /** Ends the current call; does nothing when there is none. */
  hangUp(): void;
  onEvent(listener: (event: TelephonyEvent) => void): () => void;
};

/**
 * Why a telephony request was refused. Credentials never appear in an error: the codes say
 * what went wrong, the messages only repeat the service's status.
 */
export type TelephonyErrorCode =
  /** The profile has no telephony username or password. */
  | 'loginMissing'
  /** The service refused the credentials. */
  | 'loginRefused'
  /** The service refused the login for another reason (too many connections, address). */
  | 'loginFailed'
  /** The service did not answer the login in time. */
  | 'loginTimeout'
  | 'notLoggedIn'
  | 'invalidNumber'
  | 'callInProgress'
  /** The service did not place the call. */
  | 'notPlaced'
  /** The SDK could not be loaded. */
  | 'unavailable';

export class TelephonyError extends Error {
  readonly code: TelephonyErrorCode;
  constructor(code: TelephonyErrorCode, message: string) {
    super(message);
    this.name = 'TelephonyError';
    this.code = code;
  }
}

/** Spec part 1 §9: outgoing calls are dialled with the country code 91. */
export const COUNTRY_CODE = '91';

const CUSTOMER_NUMBER = /^\d{10}$/;

/** The string to dial for a 10-digit customer number; refuses anything else. */
export function dialString(number: string): string {
  if (!CUSTOMER_NUMBER.test(number)) {
    throw new TelephonyError('invalidNumber', 'A customer number has 10 digits');
  }
  return `${COUNTRY_CODE}${number}`;
}

export function hasCredentials(
  credentials: TelephonyCredentials | null | undefined,
): credentials is TelephonyCredentials {
  return Boolean(credentials?.username.trim() && credentials.password.trim());
}

/** A set of listeners that never lets one listener's failure stop the others. */
export function createListeners<T>() {
  const listeners = new Set<(value: T) => void>();
  return {
    add(listener: (value: T) => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(value: T): void {
      for (const listener of [...listeners]) {
        try {
          listener(value);
        } catch (error) {
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
    get size() {
      return listeners.size;
    },
  };
}
