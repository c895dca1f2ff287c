/**
 * The part of the PIOPIY WebRTC SDK (npm `piopiyjs`) the adapter uses, as its README and code
 * describe it. Every event carries `{ code, status }`; `status` is a text, except on media events.
 */
export type PiopiyPayload = {
  code?: number;
  status?: unknown;
  msg?: string;
};

export type PiopiyEventName =
  | 'login'
  | 'loginFailed'
  | 'logout'
  | 'trying'
  | 'ringing'
  | 'answered'
  | 'hangup'
  | 'ended'
  | 'error'
  | 'disconnected'
  | 'mediaFailed'
  | 'NETStats';

export type PiopiySdk = {
  /** `region` is the SBC host, e.g. sbcind.telecmi.com. Throws on non-string credentials. */
  login(userId: string, password: string, region: string): void;
  logout(): void;
  /** `to` in E.164 without '+': 91 and the 10 digits. */
  call(to: string): void;
  terminate(): void;
  hold(): void;
  unHold(): void;
  mute(): void;
  unMute(): void;
  isLogedIn(): boolean;
  /** The current call's id, or false when there is none. */
  getCallId(): string | false;
  on(event: PiopiyEventName, listener: (payload: PiopiyPayload) => void): unknown;
};

export type PiopiyOptions = {
  name?: string;
  /** Must stay false: the SDK's debug log prints SIP traffic, login included. */
  debug?: boolean;
  autoplay?: boolean;
  /** Seconds an incoming call rings. */
  ringTime?: number;
};

export type PiopiyConstructor = new (options: PiopiyOptions) => PiopiySdk;

/** The SBC of the India region (the SDK's README lists it). */
export const DEFAULT_SBC_REGION = 'sbcind.telecmi.com';
