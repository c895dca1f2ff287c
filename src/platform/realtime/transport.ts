import type {
  RealtimeCredentials,
  RealtimeFailure,
  RealtimeMessage,
} from '../../../machines/realtime/index.ts';

/**
 * The port the realtime machine's `connect` actor talks to: one broker connection per call.
 * The app uses the MQTT adapter; tests and stories use the scripted one.
 */
export type RealtimeTransport = {
  /** Starts connecting at once; events arrive through `handlers` until it closes. */
  connect(credentials: RealtimeCredentials, handlers: RealtimeHandlers): RealtimeConnection;
};

export type RealtimeHandlers = {
  /** The broker accepted the login: subscribe now. */
  onConnect(): void;
  /** A published event, parsed, each message once. */
  onMessage(message: RealtimeMessage): void;
  /** A publication that could not be read. */
  onDiscard(reason: string): void;
  /** The attempt or the connection failed; the connection is closed with it. */
  onError(failure: RealtimeFailure): void;
  onClose(): void;
};

export type RealtimeConnection = {
  /** QoS 1 subscription; rejects when the broker refuses the topic. */
  subscribe(topic: string): Promise<void>;
  /** Closes the connection; no handler is called after this. */
  disconnect(): void;
};
