import { defineShows } from '../shared/shows.ts';
import { loanshareChecksMachine } from './loanshareChecks.machine.ts';
import { checkLabel, LOANSHARE_CHECKS_TEXTS as T } from './loanshareChecks.texts.ts';

type Snapshot = ReturnType<typeof loanshareChecksMachine.transition>;
const pendingLabel = (s: Snapshot) => checkLabel(s.context.pending!.checkType);

/**
 * What a co-borrower's checks show besides the boxes (a box is a checkbox, not a button: the view
 * tests read its checked and disabled state from the snapshot).
 */
export const loanshareChecksShows = defineShows({
  machine: loanshareChecksMachine,
  controls: { [T.dismiss]: [{ type: 'check.dismiss' }] },
  states: {
    'loanshareChecks.readOnly': { texts: [T.readOnly] },
    'loanshareChecks.editable.idle': {},
    'loanshareChecks.editable.saving': { texts: (s) => [T.saving(pendingLabel(s))] },
    'loanshareChecks.editable.saved': {
      texts: (s) => [T.saved(pendingLabel(s), s.context.pending!.checked)],
    },
    'loanshareChecks.editable.failed': {
      texts: (s) => [T.failed(pendingLabel(s), s.context.error!)],
      enabled: [T.dismiss],
    },
  },
  vocabulary: [T.readOnly],
});
