import mqtt, {
  type IClientOptions,
  type IPublishPacket,
  type ISubscriptionGrant,
  type MqttClient,
} from 'mqtt';
import {
  CONNECT_TIMEOUT_MS,
  isLoginRefusal,
  KEEPALIVE_SECONDS,
  REALTIME_QOS,
  type RealtimeCredentials,
} from '../../../machines/realtime/index.ts';
import { STORAGE_PREFIXES } from '../session/storageKeys.ts';
import { createDeliveryReader, createRecentKeys } from './deliveries.ts';
import type { RealtimeTransport } from './transport.ts';

export type TimerVariant = 'worker' | 'native';

/** The part of an mqtt.js client the adapter uses. */
export type MqttClientLike = Pick<MqttClient, 'on' | 'subscribe' | 'end'>;

export type MqttTransportOptions = {
  /** The broker's WebSocket URL (`config.mqttUrl`). */
  url: string;
  /** Keepalive timers; picked for the environment when left out. */
  timerVariant?: TimerVariant;
  /** Opens a client; mqtt.js by default. Tests pass a fake. */
  connect?: (url: string, options: IClientOptions) => MqttClientLike;
  /** How many delivered messages are remembered for dropping duplicates. */
  rememberDeliveries?: number;
  /** This browser's part of the client id; kept in localStorage by default. */
  instance?: string;
};

/** Scope members the timer choice looks at (the global object by default). */
type TimerScope = {
  document?: unknown;
  Worker?: unknown;
  URL?: { createObjectURL?: unknown };
};

/**
 * Browsers throttle timers in hidden tabs, which would starve the keepalive; mqtt.js can run its
 * timers in a worker (built from a blob URL, which the page's CSP allows). Outside a page (Node,
 * test DOMs without workers) there is no worker to use, so the native timers run.
 */
export function pickTimerVariant(scope: TimerScope = globalThis as TimerScope): TimerVariant {
  const canWork =
    scope.document !== undefined &&
    typeof scope.Worker === 'function' &&
    typeof scope.URL?.createObjectURL === 'function';
  return canWork ? 'worker' : 'native';
}

/**
 * localStorage: this browser's part of the broker client id. The connection carries chat, whose
 * state survives sign-out (part 2 §4), so the id and the broker's session for it do too.
 */
export const REALTIME_INSTANCE_KEY = `${STORAGE_PREFIXES.chat}realtimeInstance`;

/**
 * This browser's stable instance id: the same client id on every connection, so the broker keeps
 * the session (subscriptions and QoS 1 messages queued while offline) across reconnects and
 * reloads. Only one tab holds the connection at a time (the tab lock), so tabs do not collide.
 */
export function browserInstance(storage: Pick<Storage, 'getItem' | 'setItem'> | null): string {
  const fresh = Math.random().toString(36).slice(2, 10);
  try {
    const kept = storage?.getItem(REALTIME_INSTANCE_KEY);
    if (kept) return kept;
    storage?.setItem(REALTIME_INSTANCE_KEY, fresh);
  } catch {
    // Storage refused (private mode): a per-page id, and a session per page.
  }
  return fresh;
}

const pageStorage = () => (typeof localStorage === 'undefined' ? null : localStorage);

/**
 * The client options of spec part 2 §7: keepalive 60 s, connect timeout 30 s, QoS 1 (on
 * subscribe). mqtt.js never reconnects by itself: the realtime machine times the 5 s retries,
 * so a tab that another tab superseded stays quiet.
 */
export function mqttOptions(
  credentials: RealtimeCredentials,
  timerVariant: TimerVariant,
  instance: string,
): IClientOptions {
  return {
    // One user may be signed in on several devices: each browser gets its own client id under the
    // user's, or the broker would drop one session whenever the other connects.
    clientId: `${credentials.client_id}-${instance}`,
    username: credentials.username,
    password: credentials.password,
    protocolVersion: 4,
    // A persistent session: what was published while the connection was down arrives on return.
    clean: false,
    keepalive: KEEPALIVE_SECONDS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    reconnectPeriod: 0,
    resubscribe: false,
    timerVariant,
  };
}

const decoder = new TextDecoder();

function refusedGrant(granted: readonly ISubscriptionGrant[] | undefined): boolean {
  return (granted ?? []).some((grant) => grant.qos === 128);
}

/** The realtime transport over MQTT on WebSocket (mqtt.js). */
export function createMqttTransport(options: MqttTransportOptions): RealtimeTransport {
  const open = options.connect ?? ((url, clientOptions) => mqtt.connect(url, clientOptions));
  const reader = createDeliveryReader(options.rememberDeliveries);
  const instance = options.instance ?? browserInstance(pageStorage());

  return {
    connect(credentials, handlers) {
      const timerVariant = options.timerVariant ?? pickTimerVariant();
      const client = open(options.url, mqttOptions(credentials, timerVariant, instance));
      // A redelivery of a publication without a message id carries the DUP flag and its packet id.
      const packets = createRecentKeys(256);
      let live = true;
      const end = () => {
        if (!live) return;
        live = false;
        client.end(true);
      };

      client.on('connect', () => {
        if (live) handlers.onConnect();
      });
      client.on('message', (_topic: string, payload: Uint8Array, packet: IPublishPacket) => {
        if (!live) return;
        const packetKey = packet.messageId === undefined ? null : String(packet.messageId);
        const seen = packetKey !== null && packets.seenBefore(packetKey);
        const reading = reader.read(decoder.decode(payload));
        if ('duplicate' in reading) return;
        if ('discarded' in reading) {
          handlers.onDiscard(reading.discarded);
          return;
        }
        if (packet.dup && seen) return;
        handlers.onMessage(reading.message);
      });
      client.on('error', (error: Error & { code?: unknown }) => {
        if (!live) return;
        end();
        handlers.onError({ message: error.message, refused: isLoginRefusal(error.code) });
      });
      client.on('close', () => {
        if (!live) return;
        live = false;
        handlers.onClose();
      });

      return {
        subscribe: (topic) =>
          new Promise<void>((resolve, reject) => {
            client.subscribe(topic, { qos: REALTIME_QOS }, (error, granted) => {
              if (error) reject(error);
              else if (refusedGrant(granted)) reject(new Error(`Subscription refused: ${topic}`));
              else resolve();
            });
          }),
        disconnect: end,
      };
    },
  };
}
