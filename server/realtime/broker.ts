// The realtime broker: MQTT over WebSocket at /mqtt on the server's own port. A user signs in with
// the credentials of getRealtimePassword, may read only their personal topic, and never publishes:
// the server publishes (RETAINED, NEW_MESSAGE, MESSAGE_DELETED events) through `publish`.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Aedes, type AuthenticateError, type Client, type PublishPacket } from 'aedes';
import type { FastifyInstance } from 'fastify';
import { createWebSocketStream, WebSocketServer } from 'ws';
import type { Db } from '../db/database.ts';
import { clientIdOf, personalTopic, verifyRealtimePassword } from './credentials.ts';

export const REALTIME_PATH = '/mqtt';
/** MQTT CONNACK code 4: bad user name or password. */
const BAD_USERNAME_OR_PASSWORD = 4;

export type Realtime = {
  publish: (topic: string, payload: unknown) => Promise<void>;
  connectedClients: () => number;
  close: () => Promise<void>;
};

function refusal(): AuthenticateError {
  return Object.assign(new Error('Bad username or password'), {
    returnCode: BAD_USERNAME_OR_PASSWORD,
  }) as AuthenticateError;
}

export async function attachRealtime(app: FastifyInstance, db: Db): Promise<Realtime> {
  const users = new WeakMap<Client, string>();
  const broker = await Aedes.createBroker({ drainTimeout: 10_000 });

  broker.authenticate = (client, username, password, done) => {
    const ok =
      typeof username === 'string' &&
      password !== undefined &&
      // The user's client id, or one under it per page (kosh-web-<user>-<page>).
      (client.id === clientIdOf(username) || client.id.startsWith(`${clientIdOf(username)}-`)) &&
      verifyRealtimePassword(db, username, password.toString('utf8'));
    if (!ok) return done(refusal(), false);
    users.set(client, username);
    done(null, true);
  };
  broker.authorizeSubscribe = (client, subscription, done) => {
    const own = personalTopic(users.get(client) ?? '');
    const allowed = subscription.topic === own || subscription.topic.startsWith(`${own}/`);
    // A null subscription is refused in the SUBACK without dropping the connection.
    done(null, allowed ? subscription : null);
  };
  broker.authorizePublish = (client, _packet, done) => {
    done(client ? new Error('Clients do not publish; the server does') : null);
  };

  const sockets = new WebSocketServer({ noServer: true });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== REALTIME_PATH) {
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => {
      broker.handle(createWebSocketStream(ws), request);
    });
  };
  app.server.on('upgrade', onUpgrade);

  return {
    publish: (topic, payload) =>
      new Promise((resolve, reject) => {
        const packet = {
          cmd: 'publish',
          topic,
          payload: Buffer.from(JSON.stringify(payload)),
          qos: 1,
          retain: false,
          dup: false,
        } as PublishPacket;
        broker.publish(packet, (error) => (error ? reject(error) : resolve()));
      }),
    connectedClients: () => broker.connectedClients,
    close: async () => {
      app.server.off('upgrade', onUpgrade);
      for (const ws of sockets.clients) ws.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      await new Promise<void>((resolve) => broker.close(() => resolve()));
    },
  };
}
