import {
  deliveryKeyOf,
  type RealtimeMessage,
  readRealtimeMessage,
} from '../../../machines/realtime/index.ts';

/** A bounded memory of keys, oldest forgotten first. */
export function createRecentKeys(limit: number): { seenBefore(key: string): boolean } {
  const keys = new Set<string>();
  return {
    seenBefore(key) {
      if (keys.has(key)) return true;
      keys.add(key);
      if (keys.size > limit) {
        const oldest = keys.values().next().value;
        if (oldest !== undefined) keys.delete(oldest);
      }
      return false;
    },
  };
}

export type Reading =
  | { message: RealtimeMessage }
  | { discarded: string }
  /** Delivered before (QoS 1 may deliver twice, also across reconnects). */
  | { duplicate: string };

/**
 * Reads the publications of one transport: parses them and drops a second delivery of the same
 * message. The memory outlives each connection, so a redelivery after a reconnect is dropped too.
 */
export function createDeliveryReader(limit = 1000): { read(text: string): Reading } {
  const delivered = createRecentKeys(limit);
  return {
    read(text) {
      const reading = readRealtimeMessage(text);
      if (!('message' in reading)) return reading;
      const key = deliveryKeyOf(reading.message);
      if (key !== null && delivered.seenBefore(key)) return { duplicate: key };
      return reading;
    },
  };
}
