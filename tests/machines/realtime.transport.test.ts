import { EventEmitter } from 'node:events';
import type { IClientOptions, IPublishPacket, ISubscriptionGrant } from 'mqtt';
import { describe, expect, it, vi } from 'vitest';
import {
  deliveryKeyOf,
  isLoginRefusal,
  messageIdOf,
  type RealtimeMessage,
  readRealtimeMessage,
  SAMPLE_CREDENTIALS,
  SAMPLE_MESSAGE,
} from '../../machines/realtime/index.ts';
import { createRecentKeys } from '../../src/platform/realtime/deliveries.ts';
import {
  browserInstance,
  createMqttTransport,
  type MqttClientLike,
  pickTimerVariant,
  REALTIME_INSTANCE_KEY,
} from '../../src/platform/realtime/mqttTransport.ts';
import type { RealtimeHandlers } from '../../src/platform/realtime/transport.ts';

/** Stands in for an mqtt.js client: the test plays the broker's part. */
class FakeClient extends EventEmitter {
  ended: boolean[] = [];
  grants: ISubscriptionGrant[] | null = null;
  subscribeError: Error | null = null;
  subscriptions: Array<{ topic: string; qos: number }> = [];

  subscribe(
    topic: string,
    options: { qos: number },
    callback: (error: Error | null, granted?: ISubscriptionGrant[]) => void,
  ) {
    this.subscriptions.push({ topic, qos: options.qos });
    queueMicrotask(() =>
      callback(this.subscribeError, this.grants ?? [{ topic, qos: options.qos as 1 }]),
    );
    return this;
  }

  end(force?: boolean) {
    this.ended.push(Boolean(force));
    return this;
  }

  deliver(body: unknown, packet: Partial<IPublishPacket> = {}) {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    this.emit('message', SAMPLE_CREDENTIALS.topic, Buffer.from(text), {
      cmd: 'publish',
      qos: 1,
      dup: false,
      retain: false,
      topic: SAMPLE_CREDENTIALS.topic,
      payload: text,
      ...packet,
    });
  }
}

function harness() {
  const clients: FakeClient[] = [];
  const opened: Array<{ url: string; options: IClientOptions }> = [];
  const transport = createMqttTransport({
    url: 'wss://chat.example/mqtt',
    connect: (url, options) => {
      opened.push({ url, options });
      const client = new FakeClient();
      clients.push(client);
      return client as unknown as MqttClientLike;
    },
  });
  const open = () => {
    const handlers = {
      onConnect: vi.fn(),
      onMessage: vi.fn<(message: RealtimeMessage) => void>(),
      onDiscard: vi.fn<(reason: string) => void>(),
      onError: vi.fn(),
      onClose: vi.fn(),
    } satisfies RealtimeHandlers;
    const connection = transport.connect(SAMPLE_CREDENTIALS, handlers);
    return { connection, handlers, client: clients.at(-1)! };
  };
  return { open, opened };
}

describe('the MQTT adapter', () => {
  it('connects with the spec’s options and lets the machine own the retries', () => {
    const { open, opened } = harness();
    open();
    expect(opened).toEqual([
      {
        url: 'wss://chat.example/mqtt',
        options: {
          clientId: expect.stringMatching(
            new RegExp(`^${SAMPLE_CREDENTIALS.client_id}-[a-z0-9]+$`),
          ),
          username: SAMPLE_CREDENTIALS.username,
          password: SAMPLE_CREDENTIALS.password,
          protocolVersion: 4,
          clean: false,
          keepalive: 60,
          connectTimeout: 30_000,
          reconnectPeriod: 0,
          resubscribe: false,
          timerVariant: 'native',
        },
      },
    ]);
  });

  it('keeps one client id per browser, so the broker keeps the session across reloads', () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    const first = browserInstance(storage);
    expect(first).toMatch(/^[a-z0-9]+$/);
    expect(browserInstance(storage)).toBe(first);
    expect([...stored.keys()]).toEqual([REALTIME_INSTANCE_KEY]);
    // No storage (private mode): an id for this page only.
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
    };
    expect(browserInstance(refusing)).toMatch(/^[a-z0-9]+$/);
    expect(browserInstance(null)).not.toBe(browserInstance(null));
  });

  it('picks worker timers in a page that can run workers, native ones elsewhere', () => {
    const page = { document: {}, Worker: class {}, URL: { createObjectURL: () => 'blob:x' } };
    expect(pickTimerVariant(page)).toBe('worker');
    expect(pickTimerVariant({ ...page, Worker: undefined })).toBe('native');
    expect(pickTimerVariant({ ...page, document: undefined })).toBe('native');
    expect(pickTimerVariant({ ...page, URL: {} })).toBe('native');
    expect(pickTimerVariant()).toBe('native');
  });

  it('reports the login, and subscribes with QoS 1', async () => {
    const { open } = harness();
    const { connection, handlers, client } = open();
    client.emit('connect', { cmd: 'connack', returnCode: 0 });
    expect(handlers.onConnect).toHaveBeenCalledOnce();
    await connection.subscribe(SAMPLE_CREDENTIALS.topic);
    expect(client.subscriptions).toEqual([{ topic: SAMPLE_CREDENTIALS.topic, qos: 1 }]);
  });

  it('rejects a refused subscription, whether as an error or as a 128 grant', async () => {
    const { open } = harness();
    const { connection, client } = open();
    client.grants = [{ topic: 'user/other', qos: 128 }];
    await expect(connection.subscribe('user/other')).rejects.toThrow(
      'Subscription refused: user/other',
    );
    client.subscribeError = new Error('Subscribe error: Unspecified error');
    await expect(connection.subscribe('user/other')).rejects.toThrow(/Subscribe error/);
  });

  it('hands on parsed events and drops a second delivery of the same message', () => {
    const { open } = harness();
    const { handlers, client } = open();
    client.deliver(SAMPLE_MESSAGE, { messageId: 1 });
    client.deliver(SAMPLE_MESSAGE, { messageId: 1, dup: true });
    client.deliver(SAMPLE_MESSAGE, { messageId: 2 });
    const deleted = { type: 'MESSAGE_DELETED', message_id: 'm-1001' };
    client.deliver(deleted, { messageId: 3 });
    expect(handlers.onMessage.mock.calls.map(([m]) => m)).toEqual([SAMPLE_MESSAGE, deleted]);
  });

  it('remembers delivered messages across connections of the same transport', () => {
    const { open } = harness();
    open().client.deliver(SAMPLE_MESSAGE, { messageId: 1 });
    const second = open();
    second.client.deliver(SAMPLE_MESSAGE, { messageId: 1, dup: true });
    expect(second.handlers.onMessage).not.toHaveBeenCalled();
  });

  it('drops a redelivered event without a message id by its packet id and DUP flag', () => {
    const { open } = harness();
    const { handlers, client } = open();
    const retained = { type: 'RETAINED', channels: { 'kosh/public/general': { unread: 2 } } };
    client.deliver(retained, { messageId: 7 });
    client.deliver(retained, { messageId: 7, dup: true });
    // The broker reuses packet ids once acknowledged: a new publication is not a duplicate.
    client.deliver(retained, { messageId: 7 });
    expect(handlers.onMessage).toHaveBeenCalledTimes(2);
  });

  it('discards what it cannot read, saying why', () => {
    const { open } = harness();
    const { handlers, client } = open();
    client.deliver('{oops');
    client.deliver([1, 2]);
    client.deliver({ type: 'TYPING' });
    expect(handlers.onMessage).not.toHaveBeenCalled();
    expect(handlers.onDiscard.mock.calls.map(([reason]) => reason)).toEqual([
      'a publication that is not JSON',
      'a publication that is not a JSON object',
      'a publication of unknown type "TYPING"',
    ]);
  });

  it('ends the connection on an error, telling a refused login apart', () => {
    const { open } = harness();
    for (const [code, refused] of [
      [4, true],
      [5, true],
      [0x86, true],
      [0x87, true],
      [undefined, false],
      [3, false],
    ] as const) {
      const { handlers, client } = open();
      client.emit('error', Object.assign(new Error(`failure ${code}`), { code }));
      client.emit('close');
      expect(handlers.onError).toHaveBeenCalledExactlyOnceWith({
        message: `failure ${code}`,
        refused,
      });
      expect(client.ended).toEqual([true]);
      expect(handlers.onClose).not.toHaveBeenCalled();
    }
  });

  it('reports a close once, and nothing after disconnect', () => {
    const { open } = harness();
    const first = open();
    first.client.emit('close');
    first.client.emit('close');
    expect(first.handlers.onClose).toHaveBeenCalledOnce();

    const second = open();
    second.connection.disconnect();
    second.connection.disconnect();
    expect(second.client.ended).toEqual([true]);
    second.client.emit('connect', {});
    second.client.deliver(SAMPLE_MESSAGE);
    second.client.emit('error', new Error('late'));
    second.client.emit('close');
    for (const handler of Object.values(second.handlers)) expect(handler).not.toHaveBeenCalled();
  });
});

describe('realtime rules', () => {
  it('reads only JSON objects of the three event types', () => {
    expect(readRealtimeMessage('{"type":"NEW_MESSAGE","_id":"a"}')).toEqual({
      message: { type: 'NEW_MESSAGE', _id: 'a' },
    });
    expect(readRealtimeMessage('{"type":"RETAINED"}')).toEqual({ message: { type: 'RETAINED' } });
    expect(readRealtimeMessage('null')).toEqual({
      discarded: 'a publication that is not a JSON object',
    });
    expect(readRealtimeMessage('{}')).toEqual({
      discarded: 'a publication of unknown type undefined',
    });
  });

  it('finds the message an event is about, wherever the event names it', () => {
    expect(messageIdOf({ type: 'NEW_MESSAGE', _id: 'a' })).toBe('a');
    expect(messageIdOf({ type: 'MESSAGE_DELETED', message_id: 42 })).toBe('42');
    expect(messageIdOf({ type: 'NEW_MESSAGE', message: { _id: 'b' } })).toBe('b');
    expect(messageIdOf({ type: 'NEW_MESSAGE', data: { id: 'c' } })).toBe('c');
    expect(messageIdOf({ type: 'NEW_MESSAGE', _id: '' })).toBeNull();
    expect(messageIdOf({ type: 'RETAINED', _id: 'channel' })).toBeNull();
    // A new message and its deletion are two events.
    expect(deliveryKeyOf({ type: 'NEW_MESSAGE', _id: 'a' })).not.toBe(
      deliveryKeyOf({ type: 'MESSAGE_DELETED', _id: 'a' }),
    );
  });

  it('knows which CONNACK codes refuse the login', () => {
    expect([4, 5, 0x86, 0x87, 0x8c].every(isLoginRefusal)).toBe(true);
    expect([0, 1, 2, 3, 0x80, '4', undefined].some(isLoginRefusal)).toBe(false);
  });

  it('remembers a bounded number of keys, oldest forgotten first', () => {
    const keys = createRecentKeys(2);
    expect(['a', 'b', 'a'].map((key) => keys.seenBefore(key))).toEqual([false, false, true]);
    expect(keys.seenBefore('c')).toBe(false);
    expect(keys.seenBefore('a')).toBe(false);
    expect(keys.seenBefore('c')).toBe(true);
  });
});
