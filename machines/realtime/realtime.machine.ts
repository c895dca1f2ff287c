import { assign, setup } from 'xstate';
import { toServiceError } from '../shared/calls.ts';
import { unprovidedConnect, unprovidedFetchCredentials } from './realtime.actors.ts';
import { CONNECT_TIMEOUT_MS, RECONNECT_PERIOD_MS } from './realtime.rules.ts';
import type {
  RealtimeCredentials,
  RealtimeMessage,
  RealtimeTransportEvent,
} from './realtime.types.ts';

export type RealtimeContext = {
  /** The broker login; null until fetched, and again once the broker refused it. */
  credentials: RealtimeCredentials | null;
};

export type RealtimeEvent =
  /** Signed in: connect. */
  | { type: 'realtime.start' }
  /** Signed out: close for good. */
  | { type: 'realtime.stop' }
  /** Another tab of the app took the message connection. */
  | { type: 'tab.superseded' }
  /** 'Use Here': take the connection back into this tab. */
  | { type: 'tab.useHere' }
  /** 'Cancel': leave the connection with the other tab. */
  | { type: 'tab.dismiss' }
  | RealtimeTransportEvent;

export type RealtimeTag = 'connecting' | 'reconnecting' | 'connected' | 'dialog' | 'reclaimable';

type Failure = Extract<RealtimeEvent, { type: 'transport.error' }>;

/** Events of a live connection, whatever its stage. */
const onMessage = {
  actions: {
    type: 'deliverMessage',
    params: ({ event }: { event: RealtimeEvent }) => ({
      message: (event as Extract<RealtimeEvent, { type: 'transport.message' }>).message,
    }),
  },
} as const;

const onDiscarded = {
  actions: {
    type: 'logError',
    params: ({ event }: { event: RealtimeEvent }) => ({
      message: `discarded ${(event as Extract<RealtimeEvent, { type: 'transport.discarded' }>).reason}`,
    }),
  },
} as const;

const timedOut = {
  target: '#realtime.active.disconnected',
  actions: { type: 'logError', params: { message: 'connection timed out' } },
} as const;

/**
 * The broker accepted the login. Whatever was published before may be lost to this connection:
 * the first of a sign-in follows the screen's first reads (a browser new to the broker has no
 * session to queue what came between); a later one follows a gap (a broker restart forgets
 * sessions; while another tab held the connection its events went there). So on every
 * connection the readers catch up from the server.
 */
const onConnected = { target: 'connected', actions: 'catchUp' } as const;

/** Sign-in: this tab takes the connection and starts from the broker login. */
const claimAndFetch = {
  target: '#realtime.active.fetchingCredentials',
  actions: 'claimTab',
} as const;

/** 'Use Here': this tab takes the connection back and connects with what it knows. */
const takeConnection = [
  { guard: 'hasCredentials', target: '#realtime.active.link', actions: 'claimTab' },
  claimAndFetch,
] as const;

/**
 * The push connection of a signed-in tab (spec part 2 §4 'Push connection', §7 'Realtime'):
 * fetch the broker login, connect and subscribe to the personal topic, reconnect 5 s after a
 * drop, give up an attempt after 30 s. One tab owns the connection: when another tab takes it,
 * this one closes its connection and asks whether to 'Use Here' (take it back) or 'Cancel'.
 * Errors are only logged.
 */
export const realtimeMachine = setup({
  types: {
    context: {} as RealtimeContext,
    events: {} as RealtimeEvent,
    tags: {} as RealtimeTag,
  },
  actors: {
    fetchCredentials: unprovidedFetchCredentials,
    connect: unprovidedConnect,
  },
  actions: {
    keepCredentials: assign((_, params: { credentials: RealtimeCredentials }) => ({
      credentials: params.credentials,
    })),
    forgetCredentials: assign({ credentials: null }),
    /** The app hands each event to the chat; QoS 1 duplicates are already dropped. */
    deliverMessage: (_, _params: { message: RealtimeMessage }) => {},
    /** Realtime errors are only logged (spec part 2 §7); the app provides the log. */
    logError: (_, _params: { message: string }) => {},
    /** Provided by the app: the readers of events re-read what they show from the server. */
    catchUp: () => {},
    /** Tells the other tabs that this one now owns the connection. */
    claimTab: () => {},
    /** Signed out: this tab no longer owns anything. */
    releaseTab: () => {},
  },
  guards: {
    hasCredentials: ({ context }) => context.credentials !== null,
    isLoginRefusal: (_, params: { refused: boolean }) => params.refused,
  },
  delays: {
    connectTimeout: CONNECT_TIMEOUT_MS,
    reconnectPeriod: RECONNECT_PERIOD_MS,
  },
}).createMachine({
  id: 'realtime',
  context: { credentials: null },
  initial: 'idle',
  on: {
    'realtime.stop': { target: '.stopped', actions: 'releaseTab' },
  },
  states: {
    idle: {
      description: 'not started: nobody is signed in yet',
      on: { 'realtime.start': claimAndFetch },
    },
    active: {
      description: 'this tab owns the message connection',
      on: { 'tab.superseded': 'supersededByOtherTab' },
      initial: 'fetchingCredentials',
      states: {
        fetchingCredentials: {
          description: 'reading the broker login',
          tags: 'connecting',
          invoke: {
            id: 'fetchCredentials',
            src: 'fetchCredentials',
            onDone: {
              target: 'link',
              actions: {
                type: 'keepCredentials',
                params: ({ event }) => ({ credentials: event.output }),
              },
            },
            onError: {
              target: 'disconnected',
              actions: {
                type: 'logError',
                params: ({ event }) => ({
                  message: `credentials: ${toServiceError(event.error).message}`,
                }),
              },
            },
          },
        },
        link: {
          description: 'one broker connection, from the attempt until it closes',
          invoke: {
            id: 'connect',
            src: 'connect',
            input: ({ context }) => ({ credentials: context.credentials as RealtimeCredentials }),
          },
          on: {
            'transport.message': onMessage,
            'transport.discarded': onDiscarded,
            'transport.closed': 'disconnected',
            'transport.error': [
              {
                guard: {
                  type: 'isLoginRefusal',
                  params: ({ event }) => ({ refused: (event as Failure).refused }),
                },
                target: 'disconnected',
                actions: [
                  {
                    type: 'logError',
                    params: ({ event }) => ({ message: (event as Failure).message }),
                  },
                  'forgetCredentials',
                ],
              },
              {
                target: 'disconnected',
                actions: {
                  type: 'logError',
                  params: ({ event }) => ({ message: (event as Failure).message }),
                },
              },
            ],
          },
          initial: 'connecting',
          states: {
            connecting: {
              description: 'first attempt: logging in and subscribing',
              tags: 'connecting',
              after: { connectTimeout: timedOut },
              on: { 'transport.connected': onConnected },
            },
            reconnecting: {
              description: 'another attempt after the connection dropped',
              tags: 'reconnecting',
              after: { connectTimeout: timedOut },
              on: { 'transport.connected': onConnected },
            },
            connected: {
              description: 'subscribed to the personal topic',
              tags: 'connected',
            },
          },
        },
        disconnected: {
          description: 'waiting before the next attempt',
          after: {
            reconnectPeriod: [
              { guard: 'hasCredentials', target: 'link.reconnecting' },
              { target: 'fetchingCredentials' },
            ],
          },
        },
      },
    },
    supersededByOtherTab: {
      description: 'another tab has the connection; the multi-tab warning asks what to do',
      tags: ['dialog', 'reclaimable'],
      on: {
        'tab.useHere': takeConnection,
        'tab.dismiss': 'parked',
      },
    },
    parked: {
      description: 'left to the other tab: no connection, no retries',
      tags: 'reclaimable',
      on: { 'tab.useHere': takeConnection },
    },
    stopped: {
      description: 'signed out',
      type: 'final',
    },
  },
});
