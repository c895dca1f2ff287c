import { afterFirstContent } from '../afterFirstContent.ts';
import type { RealtimeConnection, RealtimeTransport } from './transport.ts';

const words = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A transport whose implementation (mqtt.js, ~80 KiB) is fetched on the first connect, after
 * first content, instead of with every signed-in screen. A failed load is a failed attempt like
 * any other (the machine retries, and the next connect loads again).
 */
export function createLazyTransport(
  load: () => Promise<RealtimeTransport>,
  ready: () => Promise<void> = afterFirstContent,
): RealtimeTransport {
  let loading: Promise<RealtimeTransport> | null = null;
  const transport = () => {
    loading ??= ready()
      .then(load)
      .catch((error: unknown) => {
        loading = null;
        throw error;
      });
    return loading;
  };
  return {
    connect(credentials, handlers) {
      let closed = false;
      let inner: RealtimeConnection | null = null;
      const opened = transport().then(
        (loaded) => {
          if (!closed) inner = loaded.connect(credentials, handlers);
          return inner;
        },
        (error: unknown) => {
          if (!closed) handlers.onError({ message: words(error), refused: false });
          return null;
        },
      );
      return {
        async subscribe(topic) {
          const connection = await opened;
          if (!connection) throw new Error('The connection is closed');
          await connection.subscribe(topic);
        },
        disconnect() {
          closed = true;
          inner?.disconnect();
        },
      };
    },
  };
}
