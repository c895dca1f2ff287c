// The realtime broker over a real socket: sign-in with getRealtimePassword, personal topic only.
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startServer } from './harness.ts';

let h: Harness;
let url: string;
const clients: MqttClient[] = [];
const people = ['9100000001', '9100000002'];

async function credentials(username: string) {
  const token = h.tokenOf({ username });
  await h.call('createChatAuth', { token, body: { password_type: 'bchat' } });
  return (await h.call('getRealtimePassword', { token })).json() as {
    client_id: string;
    password: string;
    username: string;
    topic: string;
  };
}

async function connect(options: { clientId: string; username: string; password: string }) {
  const client = await mqtt.connectAsync(url, {
    ...options,
    reconnectPeriod: 0,
    connectTimeout: 5000,
  });
  clients.push(client);
  return client;
}

beforeAll(async () => {
  // No demo data needed: two bare logins are enough.
  h = await startServer({ SEED: 'false' });
  const insert = h.db.prepare(
    "INSERT INTO users (username, name, email, password_hash, created_at) VALUES (?, ?, ?, 'x', '2026-01-01')",
  );
  for (const username of people)
    insert.run(username, `User ${username}`, `${username}@kosh.example`);
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const address = h.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  url = `ws://127.0.0.1:${address.port}/mqtt`;
});
afterAll(async () => {
  for (const client of clients) client.end(true);
  await h.close();
});

describe('realtime broker', () => {
  it('delivers server events on the personal topic, and only there', async () => {
    const me = await credentials(people[0]!);
    const client = await connect({
      clientId: me.client_id,
      username: me.username,
      password: me.password,
    });
    const granted = await client.subscribeAsync(me.topic, { qos: 1 });
    expect(granted.map((g) => g.qos)).toEqual([1]);
    // Another user's topic is refused in the SUBACK (mqtt.js rejects on a refused grant).
    await expect(client.subscribeAsync('user/9100000002', { qos: 1 })).rejects.toThrow(
      /Subscribe error/,
    );
    await expect(client.subscribeAsync('user/#', { qos: 1 })).rejects.toThrow(/Subscribe error/);

    const received = new Promise<{ topic: string; body: unknown }>((resolve) =>
      client.once('message', (topic, payload) =>
        resolve({ topic, body: JSON.parse(payload.toString()) }),
      ),
    );
    await h.realtime.publish(me.topic, { type: 'NEW_MESSAGE', text: 'hello' });
    expect(await received).toEqual({
      topic: me.topic,
      body: { type: 'NEW_MESSAGE', text: 'hello' },
    });
  });

  it('refuses a wrong password and a borrowed client id', async () => {
    const me = await credentials(people[1]!);
    await expect(
      connect({ clientId: me.client_id, username: me.username, password: 'guess' }),
    ).rejects.toThrow();
    await expect(
      connect({ clientId: 'someone-else', username: me.username, password: me.password }),
    ).rejects.toThrow();
  });
});
