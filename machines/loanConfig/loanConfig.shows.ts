import { defineShows } from '../shared/shows.ts';
import { loanConfigMachine } from './loanConfig.machine.ts';
import { LOAN_CONFIG_TEXTS as T } from './loanConfig.texts.ts';

type Snapshot = ReturnType<typeof loanConfigMachine.transition>;

const incomplete = (s: Snapshot) => s.context.lender === '' || s.context.emiStartDate === '';

/** What the user sees of the form: Save once both fields are chosen; saved; or the refusal with Retry. */
export const loanConfigShows = defineShows({
  machine: loanConfigMachine,
  controls: {
    [T.save]: [{ type: 'config.save' }],
    [T.retry]: [{ type: 'config.retry' }],
  },
  states: {
    'loanConfig.editing': {
      variants: [
        { when: incomplete, disabled: [T.save], texts: [T.incomplete] },
        { when: (s) => !incomplete(s), enabled: [T.save] },
      ],
    },
    'loanConfig.saving': { disabled: [T.save], texts: [T.saving] },
    'loanConfig.saved': { disabled: [T.save], texts: [T.saved] },
    'loanConfig.failed': {
      disabled: [T.save],
      enabled: [T.retry],
      texts: (s) => [s.context.error!],
    },
  },
  vocabulary: [T.saving, T.saved, T.incomplete],
});
