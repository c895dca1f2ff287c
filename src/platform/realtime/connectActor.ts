import { type EventObject, fromCallback } from 'xstate';
import type {
  RealtimeActors,
  RealtimeConnectInput,
  RealtimeTransportEvent,
} from '../../../machines/realtime/index.ts';
import type { RealtimeConnection, RealtimeTransport } from './transport.ts';

const words = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The machine's `connect` actor over a transport: opens one connection, subscribes to the
 * personal topic in the connect handler, reports `transport.*` events, and closes the
 * connection when the machine leaves the link.
 */
export function connectOver(transport: RealtimeTransport): RealtimeActors['connect'] {
  return fromCallback<EventObject, RealtimeConnectInput>(({ input, sendBack }) => {
    let stopped = false;
    let connection: RealtimeConnection | null = null;
    const report = (event: RealtimeTransportEvent) => {
      if (!stopped) sendBack(event);
    };
    const subscribe = async () => {
      if (stopped || !connection) return;
      try {
        await connection.subscribe(input.credentials.topic);
        report({ type: 'transport.connected' });
      } catch (error) {
        report({ type: 'transport.error', message: words(error), refused: false });
        connection.disconnect();
      }
    };
    try {
      connection = transport.connect(input.credentials, {
        // After connect() has returned the connection, even if a transport calls back at once.
        onConnect: () => void Promise.resolve().then(subscribe),
        onMessage: (message) => report({ type: 'transport.message', message }),
        onDiscard: (reason) => report({ type: 'transport.discarded', reason }),
        onError: (failure) => report({ type: 'transport.error', ...failure }),
        onClose: () => report({ type: 'transport.closed' }),
      });
    } catch (error) {
      // A broker URL the client cannot use throws here: a failed attempt like any other.
      report({ type: 'transport.error', message: words(error), refused: false });
    }
    return () => {
      stopped = true;
      connection?.disconnect();
    };
  });
}
