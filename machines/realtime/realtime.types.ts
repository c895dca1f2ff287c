import type { operations } from '../../openapi/generated/chat.ts';

/** What getRealtimePassword answers: the broker login and the user's personal topic. */
export type RealtimeCredentials =
  operations['getRealtimePassword']['responses'][200]['content']['application/json'];

/** The events the server publishes on a personal topic (spec part 2 §7 'Realtime'). */
export type RealtimeEventType = 'RETAINED' | 'NEW_MESSAGE' | 'MESSAGE_DELETED';

/**
 * One event as published: parsed JSON with a known `type`. The rest of the body belongs to the
 * chat feature (channel metadata, a message, a deleted message id).
 */
export type RealtimeMessage = { type: RealtimeEventType; [field: string]: unknown };

/** Why a connection attempt failed, in words fit for a log. */
export type RealtimeFailure = {
  message: string;
  /** The broker refused the login: the credentials are stale and are fetched again. */
  refused: boolean;
};

/** What the `connect` actor reports back to the machine. */
export type RealtimeTransportEvent =
  /** Logged in and subscribed to the personal topic. */
  | { type: 'transport.connected' }
  /** The connection is gone (the broker, the network or a takeover closed it). */
  | { type: 'transport.closed' }
  /** The attempt or the connection failed; the connection is closed with it. */
  | ({ type: 'transport.error' } & RealtimeFailure)
  | { type: 'transport.message'; message: RealtimeMessage }
  /** A publication that could not be read (not JSON, unknown type): logged, never shown. */
  | { type: 'transport.discarded'; reason: string };

export type RealtimeConnectInput = { credentials: RealtimeCredentials };
