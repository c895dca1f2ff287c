import { withInput } from '../callActions/withInput.ts';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { messageClassificationMachine } from './messageClassification.machine.ts';
import { messageClassificationShows } from './messageClassification.shows.ts';

/** The showcase's shared phone, an uncategorised and a Banking message, a refusal. */
export const MESSAGE_CLASSIFICATION_SAMPLE = {
  deviceId: 'a1f3c9e07b2d4e51',
  classify: { messageId: 101, from: null, category: 'Others' },
  reclassify: { messageId: 102, from: 'Banking', category: 'Telecom' },
  undo: { messageId: 102, from: 'Banking', category: 'Banking' },
  refused: 'message is already classified',
} as const;

const S = MESSAGE_CLASSIFICATION_SAMPLE;

export const messageClassificationPaths = definePathSpec({
  machine: withInput(messageClassificationMachine, { deviceId: S.deviceId }),
  shows: messageClassificationShows as never,
  events: [
    { type: 'message.classify', ...S.classify },
    { type: 'message.classify', ...S.reclassify },
    { type: 'message.classify', ...S.undo },
    { type: 'undo.confirm' },
    { type: 'undo.cancel' },
    { type: 'classify.dismiss' },
    doneEvent('classifyMessage', { msg: 'Message classified' }),
    errorEvent('classifyMessage', serviceError(S.refused, 400)),
    doneEvent('reclassifyMessage', { msg: 'Message reclassified' }),
    errorEvent('reclassifyMessage', serviceError(S.refused, 400)),
    doneEvent('unclassifyMessage', { msg: 'Message classification removed' }),
    errorEvent('unclassifyMessage', serviceError(S.refused, 400)),
  ],
  stateKey: (snapshot) => ({
    value: snapshot.value,
    picked: snapshot.context.picked,
    undone: snapshot.context.undone,
  }),
  describeEvent: (event) => {
    if (event.type === 'message.classify') {
      return `choose "${event.category}" for message ${event.messageId} (now ${event.from ?? 'uncategorised'})`;
    }
    const words: Record<string, string> = {
      'undo.confirm': "press 'OK'",
      'undo.cancel': "press 'Cancel'",
      'classify.dismiss': "press 'Dismiss'",
      'xstate.done.actor.classifyMessage': 'the server classifies the message',
      'xstate.done.actor.reclassifyMessage': 'the server reclassifies the message',
      'xstate.done.actor.unclassifyMessage': 'the server removes the category',
    };
    if (event.type.startsWith('xstate.error.actor.')) {
      return `the server refuses: "${event.error.message}"`;
    }
    return words[event.type];
  },
});
