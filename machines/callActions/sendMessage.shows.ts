import { messages } from '../../src/domain/messages.ts';
import { defineShows } from '../shared/shows.ts';
import { CALL_ACTION_TEXTS as T } from './callActions.texts.ts';
import { sendMessageMachine } from './sendMessage.machine.ts';

const OPEN = messages.labels.sendMessage;

/**
 * What the agent sees of 'Send Message' (ARCHITECTURE §4): the button, then the 'Choose Message'
 * dialog with the preset texts; Send waits for a choice and says why.
 */
export const sendMessageShows = defineShows({
  machine: sendMessageMachine,
  vocabulary: [T.chooseMessageFirst],
  controls: {
    [OPEN]: [{ type: 'message.open' }],
    [T.send]: [{ type: 'message.send' }],
    [T.close]: [{ type: 'message.close' }],
  },
  states: {
    'sendMessage.closed': { enabled: [OPEN] },
    'sendMessage.closed.idle': {},
    // The messaging app opened in a new tab: the screen is as before.
    'sendMessage.closed.sent': {},
    'sendMessage.choosing': {
      dialogs: [messages.labels.chooseMessage],
      texts: (s) => s.context.texts,
      enabled: [T.close],
      variants: [
        {
          when: (s) => s.context.choice === null,
          disabled: [T.send],
          texts: [T.chooseMessageFirst],
        },
        { when: (s) => s.context.choice !== null, enabled: [T.send] },
      ],
    },
  },
});
