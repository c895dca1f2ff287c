import type { RealtimeEventType, RealtimeMessage } from './realtime.types.ts';

/* The realtime connection's numbers (spec part 2 §7 'Realtime'). */

export const KEEPALIVE_SECONDS = 60;
export const CONNECT_TIMEOUT_MS = 30_000;
export const RECONNECT_PERIOD_MS = 5_000;
export const REALTIME_QOS = 1;

export const REALTIME_EVENT_TYPES: readonly RealtimeEventType[] = [
  'RETAINED',
  'NEW_MESSAGE',
  'MESSAGE_DELETED',
];

/**
 * CONNACK codes that refuse the login itself: 4 and 5 in MQTT 3.1.1; 0x86, 0x87 and 0x8C in
 * MQTT 5. Only these make stale credentials worth fetching again.
 */
const LOGIN_REFUSALS = new Set([4, 5, 0x86, 0x87, 0x8c]);

export function isLoginRefusal(code: unknown): boolean {
  return typeof code === 'number' && LOGIN_REFUSALS.has(code);
}

/** A published body as an event, or a reason to discard it. */
export function readRealtimeMessage(
  text: string,
): { message: RealtimeMessage } | { discarded: string } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { discarded: 'a publication that is not JSON' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { discarded: 'a publication that is not a JSON object' };
  }
  const type = (body as { type?: unknown }).type;
  if (!REALTIME_EVENT_TYPES.includes(type as RealtimeEventType)) {
    return { discarded: `a publication of unknown type ${JSON.stringify(type)}` };
  }
  return { message: body as RealtimeMessage };
}

function idText(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/**
 * The chat message an event is about: `_id`, `message_id` or `id` of the event, or of its
 * `message` or `data`. RETAINED carries channel metadata, not a message, so it has none.
 */
export function messageIdOf(message: RealtimeMessage): string | null {
  if (message.type === 'RETAINED') return null;
  const places = [message, message.message, message.data];
  for (const place of places) {
    if (typeof place !== 'object' || place === null) continue;
    const record = place as Record<string, unknown>;
    const id = idText(record._id) ?? idText(record.message_id) ?? idText(record.id);
    if (id) return id;
  }
  return null;
}

/**
 * What makes two deliveries the same event: QoS 1 may deliver a publication twice, and a new
 * message or a deletion must reach the chat once. Null when the event names no message.
 */
export function deliveryKeyOf(message: RealtimeMessage): string | null {
  const id = messageIdOf(message);
  return id === null ? null : `${message.type}:${id}`;
}
