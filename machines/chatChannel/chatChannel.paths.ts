import { withInput } from '../callActions/withInput.ts';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import {
  latestPage,
  SAMPLE_CHANNEL,
  SAMPLE_ME,
  sampleMessage,
  sampleMessages,
} from './chatChannel.fixtures.ts';
import { chatChannelMachine } from './chatChannel.machine.ts';
import { chatChannelShows } from './chatChannel.shows.ts';

/** A channel of 45 messages: the newest 30 first, then the 15 older ones. */
export const CHAT_CHANNEL_SAMPLE = {
  channel: SAMPLE_CHANNEL,
  me: SAMPLE_ME,
  latest: latestPage(45),
  empty: { messages: [], has_more: false },
  older: { messages: sampleMessages(15), has_more: false },
  newMessage: sampleMessage(45),
  /** A search result not among the newest 30, and the page around it. */
  farResult: sampleMessage(3),
  nearResult: sampleMessage(40),
  around: { messages: sampleMessages(20), has_more: false },
  caughtUp: latestPage(47),
  refused: 'Could not read the messages',
} as const;

const S = CHAT_CHANNEL_SAMPLE;
const pinnedChannel = {
  ...S.channel,
  pinned_message: {
    message_id: 'm00040',
    message: sampleMessage(40).text,
    datetime_pinned: '2026-11-20T10:00:00.000Z',
    pinned_by: 'Ravi Kumar',
  },
};

export const chatChannelPaths = definePathSpec({
  machine: withInput(chatChannelMachine, { channel: S.channel, me: S.me }),
  shows: chatChannelShows as never,
  events: [
    doneEvent('loadLatest', S.latest),
    doneEvent('loadLatest', S.empty),
    errorEvent('loadLatest', serviceError(S.refused, 400)),
    { type: 'load.retry' },
    { type: 'older.load' },
    doneEvent('loadOlder', S.older),
    errorEvent('loadOlder', serviceError(S.refused, 400)),
    { type: 'older.retry' },
    {
      type: 'chat.event',
      event: { type: 'NEW_MESSAGE', channel: S.channel.name, message: S.newMessage },
    },
    {
      type: 'chat.event',
      event: { type: 'MESSAGE_DELETED', channel: S.channel.name, message_id: 'm00044' },
    },
    { type: 'chat.event', event: { type: 'RETAINED', channel: pinnedChannel } },
    { type: 'realtime.reconnected' },
    doneEvent('catchUp', S.caughtUp),
    errorEvent('catchUp', serviceError('Network error', 0)),
    { type: 'message.jump', message: S.farResult },
    { type: 'message.jump', message: S.nearResult },
    doneEvent('loadAround', S.around),
    errorEvent('loadAround', serviceError(S.refused, 400)),
    { type: 'messages.latest' },
    { type: 'reply.start', message: sampleMessage(40) },
    { type: 'reply.clear' },
  ],
  // Only a message on screen can be replied to.
  filterEvents: (snapshot, event) =>
    event.type !== 'reply.start' ||
    snapshot.context.messages.some((message) => message._id === event.message._id),
  stateKey: (snapshot) => ({
    value: snapshot.value,
    hasMore: snapshot.context.hasMore,
    empty: snapshot.context.messages.length === 0,
    replying: snapshot.context.replyTo !== null,
  }),
  describeEvent: (event) => {
    const words: Record<string, string> = {
      'load.retry': "press 'Retry'",
      'older.retry': "press 'Retry' above the messages",
      'older.load': 'scroll to the top of the messages',
      'realtime.reconnected': 'the message connection comes back after a gap',
      'messages.latest': "press 'Jump to latest'",
      'reply.start': "choose 'Reply' in a message's menu",
      'reply.clear': "press 'Cancel reply'",
      'xstate.done.actor.loadOlder': 'the server answers the older messages',
      'xstate.done.actor.catchUp': 'the server answers the newest messages again',
      'xstate.done.actor.loadAround': 'the server answers the messages around the result',
    };
    if (event.type === 'xstate.done.actor.loadLatest') {
      return event.output.messages.length
        ? 'the server answers the newest 30'
        : 'the channel is empty';
    }
    if (event.type.startsWith('xstate.error.actor.'))
      return `the server refuses: "${event.error.message}"`;
    if (event.type === 'chat.event') return `the channel's event ${event.event.type} arrives`;
    if (event.type === 'message.jump') return `choose the search result "${event.message.text}"`;
    return words[event.type];
  },
});
