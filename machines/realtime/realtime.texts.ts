import { messages } from '../../src/domain/messages.ts';

/**
 * Words of the realtime pieces. The buttons and the Connected/Disconnected words are the
 * specification's (from the message catalogue); it gives the multi-tab warning no title or body
 * and names no in-between states, so those words are ours.
 */
export const REALTIME_TEXTS = {
  dialogTitle: 'Open in another tab',
  dialogBody:
    'The app is open in another tab, which now receives your messages. Use it here instead?',
  useHere: messages.labels.useHere,
  cancel: messages.labels.cancel,
  connected: messages.shell.connected,
  disconnected: messages.shell.disconnected,
  detail: {
    connecting: 'Connecting…',
    reconnecting: 'Reconnecting…',
    elsewhere: 'In use in another tab',
  },
} as const;
