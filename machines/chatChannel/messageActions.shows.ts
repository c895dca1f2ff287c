import { defineShows } from '../shared/shows.ts';
import { CHAT_CHANNEL_TEXTS as T } from './chatChannel.texts.ts';
import { messageActionsMachine } from './messageActions.machine.ts';

type Snapshot = ReturnType<typeof messageActionsMachine.transition>;
const error = (s: Snapshot) => [s.context.error!];

/**
 * What a message's actions show: 'Message being deleted' while deleting, the spec's words when a
 * delete, pin or unpin fails (Dismiss), and the 'Forward message to' dialog: the user's channels
 * to pick, Send once one is picked, then how many it went to.
 */
export const messageActionsShows = defineShows({
  machine: messageActionsMachine,
  controls: {
    [T.dismiss]: [{ type: 'action.dismiss' }],
    [T.cancel]: [{ type: 'action.dismiss' }],
    [T.close]: [{ type: 'action.dismiss' }],
    [T.retry]: [{ type: 'forward.retry' }],
    [T.forwardSend]: [{ type: 'forward.send' }],
  },
  states: {
    'messageActions.idle': {},
    'messageActions.deleting': { dialogs: [T.deletingTitle], texts: [T.deleting] },
    'messageActions.deleteFailed': { texts: [T.deleteFailed], enabled: [T.dismiss] },
    'messageActions.pinning': { texts: [T.pinning] },
    'messageActions.pinFailed': { texts: error, enabled: [T.dismiss] },
    'messageActions.unpinning': { texts: [T.unpinning] },
    'messageActions.unpinFailed': { texts: error, enabled: [T.dismiss] },
    'messageActions.forward': { dialogs: [T.forwardTitle] },
    'messageActions.forward.loadingTargets': { texts: [T.forwardLoading], enabled: [T.cancel] },
    'messageActions.forward.targetsFailed': { texts: error, enabled: [T.retry, T.cancel] },
    'messageActions.forward.choosing': {
      enabled: [T.cancel],
      variants: [
        { when: (s) => s.context.targets.length === 0, texts: [T.forwardNone] },
        { when: (s) => s.context.picked.length > 0, enabled: [T.forwardSend] },
        { when: (s) => s.context.picked.length === 0, disabled: [T.forwardSend] },
      ],
    },
    'messageActions.forward.sending': {
      texts: [T.forwardSending],
      enabled: [T.cancel],
      disabled: [T.forwardSend],
    },
    'messageActions.forward.forwardFailed': { texts: error, enabled: [T.forwardSend, T.cancel] },
    'messageActions.forward.forwarded': {
      texts: (s) => [T.forwarded(s.context.forwardedCount)],
      enabled: [T.close],
    },
  },
  vocabulary: [
    T.deleting,
    T.deleteFailed,
    T.pinning,
    T.unpinning,
    T.forwardLoading,
    T.forwardNone,
    T.forwardSending,
  ],
});
