import { withInput } from '../callActions/withInput.ts';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { SAMPLE_CHANNEL, SAMPLE_TARGETS, sampleMessage } from './chatChannel.fixtures.ts';
import { messageActionsMachine } from './messageActions.machine.ts';
import { messageActionsShows } from './messageActions.shows.ts';

export const MESSAGE_ACTIONS_SAMPLE = {
  channel: SAMPLE_CHANNEL.name,
  message: sampleMessage(43),
  pinnedChannel: { ...SAMPLE_CHANNEL, pinned_message: null },
  targets: SAMPLE_TARGETS,
  refused: 'Something went wrong',
} as const;

const S = MESSAGE_ACTIONS_SAMPLE;

export const messageActionsPaths = definePathSpec({
  machine: withInput(messageActionsMachine, { channel: S.channel }),
  shows: messageActionsShows as never,
  events: [
    { type: 'message.delete', message: S.message },
    { type: 'message.pin', message: S.message },
    { type: 'message.unpin', message: S.message },
    { type: 'message.forward', message: S.message },
    doneEvent('deleteChannelMessage', null),
    errorEvent('deleteChannelMessage', serviceError(S.refused, 403)),
    doneEvent('pinChannelMessage', S.pinnedChannel),
    errorEvent('pinChannelMessage', serviceError('Forbidden', 403)),
    errorEvent('pinChannelMessage', serviceError(S.refused, 400)),
    doneEvent('unpinChannelMessage', S.pinnedChannel),
    errorEvent('unpinChannelMessage', serviceError('Forbidden', 403)),
    doneEvent('listForwardTargets', S.targets),
    doneEvent('listForwardTargets', []),
    errorEvent('listForwardTargets', serviceError(S.refused, 400)),
    { type: 'forward.retry' },
    { type: 'forward.toggle', channel: S.targets[0]!.name },
    { type: 'forward.toggle', channel: S.targets[1]!.name },
    { type: 'forward.send' },
    doneEvent('forward', null),
    errorEvent('forward', serviceError(S.refused, 400)),
    { type: 'action.dismiss' },
  ],
  filterEvents: (snapshot, event) =>
    // Only a listed channel can be picked.
    event.type !== 'forward.toggle' ||
    snapshot.context.targets.some((target) => target.name === event.channel),
  stateKey: (snapshot) => ({
    value: snapshot.value,
    targets: snapshot.context.targets.length,
    picked: snapshot.context.picked.length,
    error: snapshot.context.error,
  }),
  describeEvent: (event) => {
    const words: Record<string, string> = {
      'message.delete': "choose 'Delete' in a message's menu",
      'message.pin': "choose 'Pin' in a message's menu",
      'message.unpin': "choose 'Unpin' in a message's menu",
      'message.forward': "choose 'Forward' in a message's menu",
      'forward.retry': "press 'Retry'",

      'forward.send': "press 'Send'",
      'action.dismiss': "press 'Dismiss', 'Cancel' or 'Close'",
    };
    if (event.type === 'forward.toggle') {
      const target = S.targets.find((t) => t.name === event.channel);
      return `tick or untick the channel ${target?.display_name}`;
    }
    if (event.type.startsWith('xstate.error.actor.')) {
      return `the server refuses (${event.error.status}): "${event.error.message}"`;
    }
    if (event.type.startsWith('xstate.done.actor.'))
      return `the server answers ${event.type.slice(18)}`;
    return words[event.type];
  },
});
