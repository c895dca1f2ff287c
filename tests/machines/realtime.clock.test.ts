import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import {
  type AnyEventObject,
  createActor,
  type EventObject,
  fromCallback,
  fromPromise,
} from 'xstate';
import {
  CONNECT_TIMEOUT_MS,
  connectRealtime,
  RECONNECT_PERIOD_MS,
  type RealtimeConnectInput,
  type RealtimeCredentials,
  type RealtimeMessage,
  realtimeMachine,
  SAMPLE_CREDENTIALS,
  SAMPLE_MESSAGE,
} from '../../machines/realtime/index.ts';
import { connectOver } from '../../src/platform/realtime/connectActor.ts';
import {
  createScriptedTransport,
  type ScriptedTransport,
} from '../../src/platform/realtime/scriptedTransport.ts';
import type { RealtimeTransport } from '../../src/platform/realtime/transport.ts';
import { type Deferred, deferred } from '../support/deferred.ts';

/* The production machine with the real connect actor over the scripted transport, on a fake
   clock: the spec's 5 s reconnect and 30 s connect timeout, and what each tab choice does. */

describe('realtime on a fake clock', () => {
  let transport: ScriptedTransport;
  let fetches: Array<Deferred<RealtimeCredentials>>;
  let delivered: RealtimeMessage[];
  let logged: Mock<(message: string) => void>;
  let claimTab: Mock<() => void>;
  let releaseTab: Mock<() => void>;

  beforeEach(() => {
    vi.useFakeTimers();
    transport = createScriptedTransport();
    fetches = [];
    delivered = [];
    logged = vi.fn<(message: string) => void>();
    claimTab = vi.fn<() => void>();
    releaseTab = vi.fn<() => void>();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start(over: RealtimeTransport = transport) {
    const machine = realtimeMachine.provide({
      actors: {
        fetchCredentials: fromPromise<RealtimeCredentials, void>(() => {
          const call = deferred<RealtimeCredentials>();
          fetches.push(call);
          return call.promise;
        }),
        connect: connectOver(over),
      },
      actions: {
        deliverMessage: (_, { message }) => delivered.push(message),
        logError: (_, { message }) => logged(message),
        claimTab,
        releaseTab,
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'realtime.start' });
    const status = () => connectRealtime(actor.getSnapshot()).status;
    return { actor, status };
  }

  /** Lets promise callbacks (the fetch, the subscription) run. */
  const settle = () => vi.advanceTimersByTimeAsync(0);

  async function connected(over?: RealtimeTransport) {
    const started = start(over);
    fetches.at(-1)!.resolve(SAMPLE_CREDENTIALS);
    await settle();
    transport.latest().accept();
    await settle();
    return started;
  }

  it('fetches the login, connects, subscribes to the personal topic and delivers each event once', async () => {
    const { status } = start();
    expect(claimTab).toHaveBeenCalledOnce();
    expect(status()).toBe('connecting');
    fetches[0]!.resolve(SAMPLE_CREDENTIALS);
    await settle();
    expect(transport.latest().credentials).toEqual(SAMPLE_CREDENTIALS);
    expect(status()).toBe('connecting');
    transport.latest().accept();
    await settle();
    expect(status()).toBe('connected');
    expect(transport.latest().subscriptions).toEqual([SAMPLE_CREDENTIALS.topic]);

    transport.latest().publish(SAMPLE_MESSAGE);
    transport.latest().publish(SAMPLE_MESSAGE);
    transport.latest().publish('{not json');
    expect(delivered).toEqual([SAMPLE_MESSAGE]);
    expect(logged).toHaveBeenCalledExactlyOnceWith('discarded a publication that is not JSON');
  });

  it('reconnects 5 s after a drop, not sooner, with the same login', async () => {
    const { status } = await connected();
    transport.latest().drop();
    expect(status()).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(RECONNECT_PERIOD_MS - 1);
    expect(status()).toBe('disconnected');
    expect(transport.connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(status()).toBe('reconnecting');
    expect(transport.connections).toHaveLength(2);
    expect(fetches).toHaveLength(1);
    transport.latest().accept();
    await settle();
    expect(status()).toBe('connected');
    expect(logged).not.toHaveBeenCalled();
  });

  it('gives an attempt up after 30 s, closing it, and tries again 5 s later', async () => {
    const { status } = start();
    fetches[0]!.resolve(SAMPLE_CREDENTIALS);
    await settle();
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS - 1);
    expect(status()).toBe('connecting');
    await vi.advanceTimersByTimeAsync(1);
    expect(status()).toBe('disconnected');
    expect(transport.latest().open).toBe(false);
    expect(logged).toHaveBeenCalledExactlyOnceWith('connection timed out');
    await vi.advanceTimersByTimeAsync(RECONNECT_PERIOD_MS);
    expect(status()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS);
    expect(status()).toBe('disconnected');
    expect(transport.openCount()).toBe(0);
  });

  it('fetches the login again after the broker refused it', async () => {
    const { status, actor } = await connected();
    transport.latest().refuse();
    expect(status()).toBe('disconnected');
    expect(actor.getSnapshot().context.credentials).toBeNull();
    expect(logged).toHaveBeenCalledWith('Connection refused: Bad username or password');
    await vi.advanceTimersByTimeAsync(RECONNECT_PERIOD_MS);
    expect(fetches).toHaveLength(2);
    expect(status()).toBe('connecting');
    fetches[1]!.resolve({ ...SAMPLE_CREDENTIALS, password: 'rotated' });
    await settle();
    expect(transport.latest().credentials.password).toBe('rotated');
  });

  it('logs a failed login fetch and tries again every 5 s', async () => {
    const { status } = start();
    fetches[0]!.reject(Object.assign(new Error('Chat credentials not found'), { status: 404 }));
    await settle();
    expect(status()).toBe('disconnected');
    expect(logged).toHaveBeenCalledExactlyOnceWith('credentials: Chat credentials not found');
    await vi.advanceTimersByTimeAsync(RECONNECT_PERIOD_MS);
    expect(fetches).toHaveLength(2);
  });

  it('closes the connection when another tab takes over, and stays quiet', async () => {
    const { actor, status } = await connected();
    actor.send({ type: 'tab.superseded' });
    expect(transport.openCount()).toBe(0);
    expect(connectRealtime(actor.getSnapshot())).toEqual({
      status: 'disconnected',
      dialogOpen: true,
      canUseHere: true,
    });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(transport.connections).toHaveLength(1);
    expect(status()).toBe('disconnected');
  });

  it("'Use Here' claims the tab again and connects with the known login", async () => {
    const { actor, status } = await connected();
    actor.send({ type: 'tab.superseded' });
    actor.send({ type: 'tab.useHere' });
    expect(claimTab).toHaveBeenCalledTimes(2);
    expect(fetches).toHaveLength(1);
    expect(status()).toBe('connecting');
    transport.latest().accept();
    await settle();
    expect(status()).toBe('connected');
    expect(transport.openCount()).toBe(1);
  });

  it("'Cancel' leaves the connection to the other tab: no dialog, no retries", async () => {
    const { actor } = await connected();
    actor.send({ type: 'tab.superseded' });
    actor.send({ type: 'tab.dismiss' });
    expect(connectRealtime(actor.getSnapshot())).toEqual({
      status: 'disconnected',
      dialogOpen: false,
      canUseHere: true,
    });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(transport.connections).toHaveLength(1);
    expect(claimTab).toHaveBeenCalledOnce();
  });

  it('signing out closes the connection and releases the tab, for good', async () => {
    const { actor } = await connected();
    actor.send({ type: 'realtime.stop' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(transport.openCount()).toBe(0);
    expect(releaseTab).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(transport.connections).toHaveLength(1);
  });

  it('treats a transport that throws and a refused subscription as failed attempts', async () => {
    const throwing: RealtimeTransport = {
      connect: () => {
        throw new TypeError('Invalid URL');
      },
    };
    const { status } = start(throwing);
    fetches[0]!.resolve(SAMPLE_CREDENTIALS);
    await settle();
    expect(status()).toBe('disconnected');
    expect(logged).toHaveBeenCalledExactlyOnceWith('Invalid URL');

    logged.mockClear();
    const refusing = createScriptedTransport({ grants: () => false });
    const { status: other } = start(refusing);
    fetches.at(-1)!.resolve(SAMPLE_CREDENTIALS);
    await settle();
    refusing.latest().accept();
    await settle();
    expect(other()).toBe('disconnected');
    expect(refusing.latest().open).toBe(false);
    expect(logged).toHaveBeenCalledExactlyOnceWith(
      `Subscription refused: ${SAMPLE_CREDENTIALS.topic}`,
    );
  });

  it('fails loudly when the app provides no transport', () => {
    const actor = createActor(
      realtimeMachine.provide({
        actors: {
          fetchCredentials: fromPromise<RealtimeCredentials, void>(async () => SAMPLE_CREDENTIALS),
        },
      }),
    );
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'realtime.start' });
    return vi.waitFor(() => expect(String(errors[0])).toMatch(/'connect' actor is not provided/));
  });

  it('ignores what a stopped connection still reports', async () => {
    let report: ((event: AnyEventObject) => void) | undefined;
    const leaky = fromCallback<EventObject, RealtimeConnectInput>(({ sendBack }) => {
      report = sendBack;
    });
    const machine = realtimeMachine.provide({
      actors: {
        fetchCredentials: fromPromise<RealtimeCredentials, void>(async () => SAMPLE_CREDENTIALS),
        connect: leaky,
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'realtime.start' });
    await settle();
    actor.send({ type: 'tab.superseded' });
    report?.({ type: 'transport.connected' });
    expect(actor.getSnapshot().value).toBe('supersededByOtherTab');
  });
});
