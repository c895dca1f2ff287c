// The production realtime machine, actors and MQTT adapter against the reference server's broker
// over a real socket: sign in, read the broker login, connect, receive what the server publishes.
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  connectRealtime,
  type RealtimeCredentials,
  type RealtimeMessage,
  realtimeMachine,
} from '../../machines/realtime/index.ts';
import type { paths as AuthPaths } from '../../openapi/generated/auth.ts';
import type { paths as ChatPaths } from '../../openapi/generated/chat.ts';
import { buildServer, type Server } from '../../server/app.ts';
import { DEMO_PASSWORD, demoUser } from '../../server/seed/demoUsers.ts';
import { unwrap } from '../../src/api/errors.ts';
import { createRealtimeActors } from '../../src/features/realtime/realtimeCalls.ts';
import { createMqttTransport } from '../../src/platform/realtime/mqttTransport.ts';
import type {
  RealtimeConnection,
  RealtimeHandlers,
} from '../../src/platform/realtime/transport.ts';

let server: Server;
let origin: string;
let brokerUrl: string;

beforeAll(async () => {
  server = await buildServer({ DATABASE: ':memory:', MODE: 'test', PORT: 0 });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  origin = `http://127.0.0.1:${address.port}`;
  brokerUrl = `ws://127.0.0.1:${address.port}/mqtt`;
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** Signs in as a demo user the way the login page does, then sets up chat as the app does. */
async function signIn(flag: Parameters<typeof demoUser>[0]) {
  const { username } = demoUser(flag);
  const auth = createClient<AuthPaths>({ baseUrl: `${origin}/api/auth` });
  const login = unwrap(
    await auth.POST('/business/login', {
      body: { username, password: DEMO_PASSWORD, token: server.config.DEV_CAPTCHA_TOKEN },
    }),
  );
  const chat = createClient<ChatPaths>({ baseUrl: `${origin}/api/chat` });
  chat.use({
    onRequest: ({ request }) => {
      request.headers.set('authorization', `Bearer ${login.access}`);
      return request;
    },
  });
  unwrap(await chat.POST('/auth/chat-auth', { body: { password_type: 'bchat' } }));
  return { username, chat };
}

/** One raw transport connection, with its events as promises. */
function openRaw(credentials: RealtimeCredentials, instance = 'test-browser') {
  const transport = createMqttTransport({ url: brokerUrl, instance });
  const received: RealtimeMessage[] = [];
  let resolveConnected!: () => void;
  let resolveClosed!: () => void;
  const connected = new Promise<void>((resolve) => {
    resolveConnected = resolve;
  });
  const closed = new Promise<void>((resolve) => {
    resolveClosed = resolve;
  });
  const handlers: RealtimeHandlers = {
    onConnect: () => resolveConnected(),
    onMessage: (message) => received.push(message),
    onDiscard: () => {},
    onError: () => resolveClosed(),
    onClose: () => resolveClosed(),
  };
  const connection: RealtimeConnection = transport.connect(credentials, handlers);
  return { connection, connected, closed, received };
}

describe('realtime against the reference broker', () => {
  it('connects, subscribes to the personal topic and delivers each published event once', async () => {
    const { username, chat } = await signIn('is_recovery_agent');
    const actors = createRealtimeActors({
      chat,
      transport: createMqttTransport({ url: brokerUrl }),
    });
    const delivered: RealtimeMessage[] = [];
    const logged: string[] = [];
    const actor = createActor(
      realtimeMachine.provide({
        actors,
        actions: {
          deliverMessage: (_, { message }) => delivered.push(message),
          logError: (_, { message }) => logged.push(message),
        },
      }),
    ).start();
    actor.send({ type: 'realtime.start' });
    await vi.waitFor(() => expect(connectRealtime(actor.getSnapshot()).status).toBe('connected'), {
      timeout: 10_000,
    });
    const { credentials } = actor.getSnapshot().context;
    expect(credentials).toMatchObject({ username, topic: `user/${username}` });
    expect(server.realtime.connectedClients()).toBe(1);

    const first = { type: 'NEW_MESSAGE', message: { _id: 'broker-1', text: 'hello' } };
    const second = { type: 'MESSAGE_DELETED', message_id: 'broker-1' };
    await server.realtime.publish(credentials!.topic, first);
    await server.realtime.publish(credentials!.topic, first);
    await server.realtime.publish(credentials!.topic, second);
    await vi.waitFor(() => expect(delivered).toEqual([first, second]));
    expect(logged).toEqual([]);

    actor.send({ type: 'realtime.stop' });
    await vi.waitFor(() => expect(server.realtime.connectedClients()).toBe(0));
  });

  it("refuses another user's topic, and lets a second login with the same id take over", async () => {
    const { chat } = await signIn('is_credit_manager');
    const credentials = unwrap(await chat.GET('/acl/chat-password/get-password'));
    const first = openRaw(credentials);
    await first.connected;
    await first.connection.subscribe(credentials.topic);
    await expect(
      first.connection.subscribe(`user/${demoUser('is_lender').username}`),
    ).rejects.toThrow(/Subscribe error|Subscription refused/);

    // The broker allows one connection per client id: a second tab's login closes the first.
    const second = openRaw(credentials);
    await second.connected;
    await first.closed;
    second.connection.disconnect();
    await vi.waitFor(() => expect(server.realtime.connectedClients()).toBe(0));
  });

  it('keeps the session while the browser is away: what was published meanwhile arrives on return', async () => {
    const { chat } = await signIn('is_finance_manager');
    const credentials = unwrap(await chat.GET('/acl/chat-password/get-password'));
    const before = openRaw(credentials, 'returning-browser');
    await before.connected;
    await before.connection.subscribe(credentials.topic);
    before.connection.disconnect();
    await vi.waitFor(() => expect(server.realtime.connectedClients()).toBe(0));

    const missed = { type: 'NEW_MESSAGE', message: { _id: 'while-away-1', text: 'missed' } };
    await server.realtime.publish(credentials.topic, missed);

    const after = openRaw(credentials, 'returning-browser');
    await after.connected;
    await after.connection.subscribe(credentials.topic);
    await vi.waitFor(() => expect(after.received).toEqual([missed]));
    after.connection.disconnect();
    await vi.waitFor(() => expect(server.realtime.connectedClients()).toBe(0));
  });

  it('is refused with a wrong password, and says so', async () => {
    const { chat } = await signIn('is_lender');
    const credentials = unwrap(await chat.GET('/acl/chat-password/get-password'));
    const transport = createMqttTransport({ url: brokerUrl });
    const failure = await new Promise<unknown>((resolve) => {
      transport.connect(
        { ...credentials, password: 'wrong' },
        {
          onConnect: () => resolve('connected'),
          onMessage: () => {},
          onDiscard: () => {},
          onError: resolve,
          onClose: () => resolve('closed'),
        },
      );
    });
    expect(failure).toEqual({
      message: expect.stringMatching(/Bad username or password/i),
      refused: true,
    });
  });
});
