// A user's personal topic over a real socket: sign in to the broker as the app does, collect
// every event, wait for the first that matches.
import { randomUUID } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import type { Who } from './chatFixtures.ts';
import type { Harness } from './harness.ts';

export type Listening<E> = {
  events: E[];
  /** The first event matching `test`, waiting up to 5 s for it. */
  next: (test: (event: E) => boolean) => Promise<E>;
};

/** Connects `who` to the broker at `url`; the client joins `clients` for the suite to end. */
export async function listenOnPersonalTopic<E>(
  h: Harness,
  url: string,
  who: Who,
  clients: MqttClient[],
): Promise<Listening<E>> {
  const token = h.tokenOf(who);
  await h.call('createChatAuth', { token, body: { password_type: 'bchat' } });
  const me = (await h.call('getRealtimePassword', { token })).json();
  const client = await mqtt.connectAsync(url, {
    clientId: `${me.client_id}-${randomUUID().slice(0, 8)}`,
    username: me.username,
    password: me.password,
    reconnectPeriod: 0,
    connectTimeout: 5000,
  });
  clients.push(client);
  await client.subscribeAsync(me.topic, { qos: 1 });
  const events: E[] = [];
  client.on('message', (_topic, payload) => events.push(JSON.parse(payload.toString())));
  const next = (test: (event: E) => boolean) =>
    new Promise<E>((resolve, reject) => {
      const started = Date.now();
      const poll = () => {
        const found = events.find(test);
        if (found) return resolve(found);
        if (Date.now() - started > 5000) return reject(new Error('no such event'));
        setTimeout(poll, 20);
      };
      poll();
    });
  return { events, next };
}
