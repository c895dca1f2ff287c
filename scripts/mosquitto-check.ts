// The chat against Debian's mosquitto instead of the embedded broker: starts mosquitto with a
// WebSocket listener, a password file and an ACL; points the server at it (REALTIME_BROKER_URL).
// The receiver connects through the client's own transport (src/platform/realtime: its client
// id per browser, persistent session, QoS 1, duplicate filter) with the credentials
// getRealtimePassword gives; a message posted to the server arrives as NEW_MESSAGE on the
// personal topic, and one posted while the receiver is away arrives when it comes back. Run it
// with `node scripts/mosquitto-check.ts`; tests/scripts/mosquitto.test.ts runs it in the suite.
import { randomBytes, randomUUID } from 'node:crypto';
import mqtt from 'mqtt';
import type { RealtimeCredentials, RealtimeMessage } from '../machines/realtime/index.ts';
import { buildServer } from '../server/app.ts';
import { issueLogin } from '../server/auth/tokens.ts';
import { derivedRealtimePassword } from '../server/realtime/credentials.ts';
import { createMqttTransport } from '../src/platform/realtime/mqttTransport.ts';
import type { RealtimeConnection } from '../src/platform/realtime/transport.ts';
import { findMosquitto, MOSQUITTO_MISSING, startMosquitto } from './mosquitto.ts';

export const PEOPLE = ['9100000011', '9100000012'] as const;
const SERVER_USER = 'kosh-server';

export type CheckResult = {
  /** What arrived on the receiver's personal topic. */
  event: { type: string; channel: string; message: { _id: string; text: string } };
  sentId: string;
  /** Topics on which the sender's own client got events (it also asked for the receiver's). */
  senderTopics: string[];
  /** The message sent while the receiver was disconnected, as it arrived on reconnection. */
  whileAway: { sentId: string; event: ChatEventLike };
};

type ChatEventLike = CheckResult['event'];

/** The app's transport to the broker: resolves once connected and subscribed. */
async function connectLikeTheApp(url: string, credentials: RealtimeCredentials, instance: string) {
  const received: RealtimeMessage[] = [];
  const waiters = new Set<() => void>();
  const transport = createMqttTransport({ url, instance, timerVariant: 'native' });
  let connection: RealtimeConnection | null = null;
  await new Promise<void>((resolve, reject) => {
    connection = transport.connect(credentials, {
      onConnect: () => connection!.subscribe(credentials.topic).then(resolve, reject),
      onMessage: (message) => {
        received.push(message);
        for (const wake of waiters) wake();
      },
      onDiscard: () => {},
      onError: (failure) => reject(new Error(failure.message)),
      onClose: () => {},
    });
  });
  /** The first NEW_MESSAGE with this id, within 10 s. */
  const newMessage = (id: string, log: () => string) =>
    new Promise<ChatEventLike>((resolve, reject) => {
      const find = () =>
        received.find(
          (m) => m.type === 'NEW_MESSAGE' && (m as unknown as ChatEventLike).message._id === id,
        ) as unknown as ChatEventLike | undefined;
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`NEW_MESSAGE ${id} did not arrive\n${log()}`));
      }, 10_000);
      const check = () => {
        const found = find();
        if (!found) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(found);
      };
      waiters.add(check);
      check();
    });
  return { connection: connection! as RealtimeConnection, newMessage, received };
}

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
  const appConnections: RealtimeConnection[] = [];
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
    const credentialsOf = async (token: string): Promise<RealtimeCredentials> => {
      await call(token, 'POST', '/auth/chat-auth', { password_type: 'bchat' });
      return (await call(token, 'GET', '/acl/chat-password/get-password')).json();
    };
    // The sender's connection: plain mqtt.js, so it can ask for a topic the app never would.
    const connect = async (token: string) => {
      const credentials = await credentialsOf(token);
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
    const receiverCredentials = await credentialsOf(receiver);
    const receiving = await connectLikeTheApp(broker.wsUrl, receiverCredentials, 'check-browser');
    appConnections.push(receiving.connection);
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
    const chat = (await call(sender, 'POST', '/channels/private', { username: PEOPLE[0] })).json();
    const send = async (text: string): Promise<string> => {
      const form = multipart({ channel: chat.channel_name, client_id: randomUUID(), text });
      const sent = await call(sender, 'POST', '/channel-message', form.payload, form.headers);
      if (sent.statusCode !== 201)
        throw new Error(`send answered ${sent.statusCode}: ${sent.body}`);
      return sent.json()._id;
    };
    const sentId = await send('Hello over mosquitto');
    const event = await receiving.newMessage(sentId, broker.log);
    await senderGotOwn;
    // Away (the network drops): the broker keeps the session and queues what is published.
    receiving.connection.disconnect();
    const awayId = await send('Sent while you were away');
    const back = await connectLikeTheApp(broker.wsUrl, receiverCredentials, 'check-browser');
    appConnections.push(back.connection);
    const whileAway = { sentId: awayId, event: await back.newMessage(awayId, broker.log) };
    // Time for a wrongly delivered copy to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { event, sentId, senderTopics, whileAway };
  } finally {
    for (const connection of appConnections) connection.disconnect();
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
      `mosquitto: NEW_MESSAGE ${result.event.message._id} arrived over WebSocket through the client's transport; ${result.whileAway.event.message._id} (sent while it was away) on its return; events on another user's topic: ${foreign.length}.`,
    );
    if (result.event.message._id !== result.sentId || foreign.length) process.exit(1);
  }
}
