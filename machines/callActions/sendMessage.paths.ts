import { definePathSpec } from '../pathSpec.ts';
import { SAMPLE_CUSTOMER } from './callActions.fixtures.ts';
import { sendMessageMachine } from './sendMessage.machine.ts';
import { sendMessageShows } from './sendMessage.shows.ts';
import { withInput } from './withInput.ts';

export const SEND_MESSAGE_SAMPLE = {
  number: SAMPLE_CUSTOMER,
  texts: ['First preset text', 'Second preset text', 'Third preset text'],
} as const;

export const sendMessagePaths = definePathSpec({
  machine: withInput(sendMessageMachine, {
    number: SEND_MESSAGE_SAMPLE.number,
    texts: SEND_MESSAGE_SAMPLE.texts,
  }),
  shows: sendMessageShows as never,
  events: [
    { type: 'message.open' },
    { type: 'message.choose', index: 0 },
    { type: 'message.choose', index: 2 },
    { type: 'message.send' },
    { type: 'message.close' },
  ],
  // Choosing the text already chosen changes nothing a person sees.
  filterEvents: (snapshot, event) =>
    event.type !== 'message.choose' || snapshot.context.choice !== event.index,
  describeEvent: (event) => {
    switch (event.type) {
      case 'message.open':
        return "press 'Send Message'";
      case 'message.choose':
        return `choose message ${event.index + 1}`;
      case 'message.send':
        return 'press Send';
      case 'message.close':
        return 'close the dialog';
      default:
        return undefined;
    }
  },
});
