import type { SnapshotFrom } from 'xstate';
import { defineShows } from '../shared/shows.ts';
import { loanCommentMachine } from './loanComment.machine.ts';
import { hasText } from './loanComment.rules.ts';
import { LOAN_COMMENT_TEXTS as T } from './loanComment.texts.ts';

type Snapshot = SnapshotFrom<typeof loanCommentMachine>;

const heading = (s: Snapshot) => [T.headings[s.context.kind]];
const written = (s: Snapshot) => hasText(s.context.text);

/**
 * What the user sees of the comment box (ARCHITECTURE §4): the picker, the text and Add (usable
 * once something is written), the spec's alerts, the server's words with Retry.
 */
export const loanCommentShows = defineShows({
  machine: loanCommentMachine,
  vocabulary: [T.selectLoanFirst, T.added, T.noPermission, T.adding],
  controls: {
    [T.add]: [{ type: 'comment.add' }],
    [T.retry]: [{ type: 'comment.retry' }],
  },
  states: {
    // The box's heading names its kind in every state.
    loanComment: { texts: heading },
    'loanComment.form': {
      variants: [
        { when: written, enabled: [T.add] },
        { when: (s) => !written(s), disabled: [T.add] },
      ],
    },
    'loanComment.form.editing': {},
    'loanComment.form.noLoan': { texts: [T.selectLoanFirst] },
    'loanComment.form.added': { texts: [T.added] },
    'loanComment.form.denied': { texts: [T.noPermission] },
    'loanComment.form.failed': { enabled: [T.retry], texts: (s) => [s.context.error!] },
    // Being saved: nothing can be changed or sent again.
    'loanComment.saving': { texts: [T.adding], disabled: [T.add] },
  },
});
