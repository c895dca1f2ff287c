import { onTestFinished } from 'vitest';
import {
  type CrossTabBus,
  type CrossTabMessage,
  createCrossTabBus,
} from '../../src/platform/crossTab.ts';

/*
 * Several tabs of the app in one test, on the real BroadcastChannel (Node's, in jsdom too). A
 * channel is process-wide, so each test's tabs meet on a name of their own, closed when the
 * test ends. Delivery is asynchronous, as between real tabs: await `nextMessage`.
 */

/** The session buses of `count` tabs, joined on one channel no other test uses. */
export function sessionTabs(count: number): CrossTabBus[] {
  const name = `test-session-${crypto.randomUUID()}`;
  const buses = Array.from({ length: count }, () => createCrossTabBus(name));
  onTestFinished(() => {
    for (const bus of buses) bus.close();
  });
  return buses;
}

/**
 * The next message `bus` hands to its listeners, once those subscribed before have had it (the
 * tab's own listeners, when it is mounted).
 */
export function nextMessage(bus: CrossTabBus): Promise<CrossTabMessage> {
  return new Promise((resolve) => {
    const off = bus.subscribe((message) => {
      off();
      resolve(message);
    });
  });
}
