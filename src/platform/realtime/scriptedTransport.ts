import type { RealtimeCredentials, RealtimeMessage } from '../../../machines/realtime/index.ts';
import { createDeliveryReader } from './deliveries.ts';
import type { RealtimeHandlers, RealtimeTransport } from './transport.ts';

/** One connection of the scripted transport, driven by hand. */
export type ScriptedConnection = {
  readonly credentials: RealtimeCredentials;
  /** Not yet closed by either side. */
  readonly open: boolean;
  /** Topics granted on this connection. */
  readonly subscriptions: readonly string[];
  /** The broker accepts the login. */
  accept(): void;
  /** The broker refuses the login (bad user name or password). */
  refuse(message?: string): void;
  /** The connection fails (network, protocol). */
  fail(message: string): void;
  /** The connection drops. */
  drop(): void;
  /** The server publishes on the personal topic: an event, or raw text. */
  publish(body: RealtimeMessage | string): void;
};

export type ScriptedTransport = RealtimeTransport & {
  readonly connections: readonly ScriptedConnection[];
  /** The most recent connection; throws when there is none. */
  latest(): ScriptedConnection;
  /** How many connections are open right now. */
  openCount(): number;
};

/**
 * A transport with no broker behind it: every step is the caller's. Stands in for the broker in
 * tests, stories and demos. Message reading and duplicate dropping are the real ones.
 */
export function createScriptedTransport(
  options: {
    /** Which subscriptions the broker grants; the user's own topic by default. */
    grants?: (topic: string, credentials: RealtimeCredentials) => boolean;
  } = {},
): ScriptedTransport {
  const grants = options.grants ?? ((topic, credentials) => topic === credentials.topic);
  const connections: ScriptedConnection[] = [];
  const reader = createDeliveryReader();

  /** A connection and the silent close its own side uses. */
  function connection(credentials: RealtimeCredentials, handlers: RealtimeHandlers) {
    let open = true;
    const subscriptions: string[] = [];
    const close = (notify: () => void) => {
      if (!open) return;
      open = false;
      notify();
    };
    const scripted: ScriptedConnection = {
      credentials,
      get open() {
        return open;
      },
      subscriptions,
      accept() {
        if (open) handlers.onConnect();
      },
      refuse(message = 'Connection refused: Bad username or password') {
        close(() => handlers.onError({ message, refused: true }));
      },
      fail(message) {
        close(() => handlers.onError({ message, refused: false }));
      },
      drop() {
        close(() => handlers.onClose());
      },
      publish(body) {
        if (!open) return;
        const reading = reader.read(typeof body === 'string' ? body : JSON.stringify(body));
        if ('message' in reading) handlers.onMessage(reading.message);
        else if ('discarded' in reading) handlers.onDiscard(reading.discarded);
      },
    };
    const grant = (topic: string) => {
      if (!open) return Promise.reject(new Error('Connection closed'));
      if (!grants(topic, credentials)) {
        return Promise.reject(new Error(`Subscription refused: ${topic}`));
      }
      subscriptions.push(topic);
      return Promise.resolve();
    };
    // Closed from this side: no handler runs, as with the real adapter.
    return { scripted, grant, closeQuietly: () => close(() => {}) };
  }

  return {
    connections,
    connect(credentials, handlers) {
      const { scripted, grant, closeQuietly } = connection(credentials, handlers);
      connections.push(scripted);
      return { subscribe: grant, disconnect: closeQuietly };
    },
    latest() {
      const last = connections.at(-1);
      if (!last) throw new Error('No connection has been opened');
      return last;
    },
    openCount: () => connections.filter((c) => c.open).length,
  };
}
