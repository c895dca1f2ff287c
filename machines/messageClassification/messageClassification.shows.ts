import { defineShows } from '../shared/shows.ts';
import { messageClassificationMachine } from './messageClassification.machine.ts';
import { MESSAGE_CLASSIFICATION_TEXTS as T } from './messageClassification.texts.ts';

/**
 * What the user sees of classification (ARCHITECTURE §4): the confirmation of an undo with OK and
 * Cancel; a saving note; what was saved; or the server's words with Dismiss.
 */
export const messageClassificationShows = defineShows({
  machine: messageClassificationMachine,
  controls: {
    [T.ok]: [{ type: 'undo.confirm' }],
    [T.cancel]: [{ type: 'undo.cancel' }],
    [T.dismiss]: [{ type: 'classify.dismiss' }],
  },
  states: {
    'messageClassification.idle': {},
    'messageClassification.confirmingUndo': {
      dialogs: [T.confirmTitle],
      texts: [T.confirmUndo],
      enabled: [T.ok, T.cancel],
    },
    'messageClassification.classifying': { texts: [T.saving] },
    'messageClassification.reclassifying': { texts: [T.saving] },
    'messageClassification.unclassifying': { texts: [T.saving] },
    'messageClassification.saved': {
      texts: (s) => [T.saved(s.context.picked!, s.context.undone)],
    },
    'messageClassification.failed': {
      texts: (s) => [s.context.error!],
      enabled: [T.dismiss],
    },
  },
  vocabulary: [T.confirmUndo, T.saving],
});
