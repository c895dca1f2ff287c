// The chat against Debian's mosquitto instead of the embedded broker: starts mosquitto with a
// WebSocket listener, a password file and an ACL; points the server at it (REALTIME_BROKER_URL);
// signs a browser-like MQTT-over-WebSocket client in with the credentials getRealtimePassword
// gives; posts a message and waits for NEW_MESSAGE on the personal topic. Run it with
// `node scripts/mosquitto-check.ts`; tests/scripts/mosquitto.test.ts runs it in the test suite.
import { randomBytes, randomUUID } from 'node:crypto';
import mqtt from 'mqtt';
import { buildServer } from '../server/app.ts';
import { issueLogin } from '../server/auth/tokens.ts';
import { derivedRealtimePassword } from '../server/realtime/credentials.ts';
import { findMosquitto, MOSQUITTO_MISSING, startMosquitto } from './mosquitto.ts';

export const PEOPLE = ['9100000011', '9100000012'] as const;
const SERVER_USER = 'kosh-server';

export type CheckResult = {
  /** What arrived on the receiver's personal topic. */
  event: { type: string; channel: string; message: { _id: string; text: string } };
  sentId: string;
  /** Topics on which the sender's own client got events (it also asked for the receiver's). */
  senderTopics: string[];
};

function multipart(fields: Record<string, string>) {
  const boundary = `----kosh-check-${randomUUID()}`;
  const body = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  return {
    payload: `${body}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function mosquittoCheck(): Promise<CheckResult> {
  const secret = randomBytes(32).toString('base64url');
  const serverPassword = randomBytes(24).toString('base64url');
  // The password file holds each user's derived password, as the server derives it.
  const users: Record<string, string> = { [SERVER_USER]: serverPassword };
  for (const username of PEOPLE) users[username] = derivedRealtimePassword(secret, username);
  const broker = await startMosquitto(users, SERVER_USER);
  const server = await buildServer({
    DATABASE: ':memory:',
    MODE: 'test',
    SEED: 'false',
    REALTIME_BROKER_URL: broker.mqttUrl,
    REALTIME_BROKER_USERNAME: SERVER_USER,
    REALTIME_BROKER_PASSWORD: serverPassword,
    REALTIME_PASSWORD_SECRET: secret,
  }).catch(async (error) => {
    await broker.stop();
    throw error;
  });
  const clients: mqtt.MqttClient[] = [];
  try {
    const insert = server.db.prepare(
      "INSERT INTO users (username, name, email, password_hash, created_at) VALUES (?, ?, ?, 'x', '2026-01-01')",
    );
    const tokens = PEOPLE.map((username) => {
      const { lastInsertRowid } = insert.run(
        username,
        `User ${username}`,
        `${username}@kosh.example`,
      );
      return issueLogin(server.db, server.config, Number(lastInsertRowid)).access;
    });
    const call = (
      token: string,
      method: 'GET' | 'POST',
      url: string,
      payload?: unknown,
      headers = {},
    ) =>
      server.app.inject({
        method,
        url: `/api/chat${url}`,
        headers: { authorization: `Bearer ${token}`, ...headers },
        ...(payload === undefined ? {} : { payload: payload as string }),
      });
    const [receiver, sender] = tokens as [string, string];
    // The browsers' connections: MQTT over WebSocket with the credentials the server gave.
    const connect = async (token: string) => {
      await call(token, 'POST', '/auth/chat-auth', { password_type: 'bchat' });
      const credentials = (await call(token, 'GET', '/acl/chat-password/get-password')).json();
      const connection = await mqtt.connectAsync(broker.wsUrl, {
        clientId: credentials.client_id,
        username: credentials.username,
        password: credentials.password,
        reconnectPeriod: 0,
        connectTimeout: 10_000,
      });
      clients.push(connection);
      await connection.subscribeAsync(credentials.topic, { qos: 1 });
      return connection;
    };
    const receiving = await connect(receiver);
    const sending = await connect(sender);
    // mosquitto 2.0 grants any subscription and checks the ACL on delivery: the sender asks for
    // the receiver's topic too, and must get nothing on it.
    await sending.subscribeAsync(`user/${PEOPLE[0]}`, { qos: 1 });
    const senderTopics: string[] = [];
    const senderGotOwn = new Promise<void>((resolve) =>
      sending.on('message', (topic) => {
        senderTopics.push(topic);
        if (topic === `user/${PEOPLE[1]}`) resolve();
      }),
    );
    const arrived = new Promise<CheckResult['event']>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no NEW_MESSAGE arrived\n${broker.log()}`)),
        10_000,
      );
      receiving.on('message', (_topic, payload) => {
        const event = JSON.parse(payload.toString());
        if (event.type !== 'NEW_MESSAGE') return;
        clearTimeout(timer);
        resolve(event);
      });
    });

    const chat = (await call(sender, 'POST', '/channels/private', { username: PEOPLE[0] })).json();
    const form = multipart({
      channel: chat.channel_name,
      client_id: randomUUID(),
      text: 'Hello over mosquitto',
    });
    const sent = await call(sender, 'POST', '/channel-message', form.payload, form.headers);
    if (sent.statusCode !== 201) throw new Error(`send answered ${sent.statusCode}: ${sent.body}`);
    const event = await arrived;
    await senderGotOwn;
    // Time for a wrongly delivered copy to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { event, sentId: sent.json()._id, senderTopics };
  } finally {
    for (const connection of clients) await connection.endAsync();
    await server.close();
    await broker.stop();
  }
}

if (import.meta.main) {
  if (!findMosquitto()) {
    console.log(MOSQUITTO_MISSING);
  } else {
    const result = await mosquittoCheck();
    const foreign = result.senderTopics.filter((topic) => topic !== `user/${PEOPLE[1]}`);
    console.log(
      `mosquitto: NEW_MESSAGE ${result.event.message._id} arrived over WebSocket; events on another user's topic: ${foreign.length}.`,
    );
    if (result.event.message._id !== result.sentId || foreign.length) process.exit(1);
  }
}
