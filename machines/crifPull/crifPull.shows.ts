import { defineShows } from '../shared/shows.ts';
import { crifPullMachine } from './crifPull.machine.ts';
import { CRIF_PULL_TEXTS as T } from './crifPull.texts.ts';

/**
 * What the user sees of 'CRIF PULL' (ARCHITECTURE §4): the button, locked while pulling; when the
 * pull was made; or the server's words with Retry instead of the button.
 */
export const crifPullShows = defineShows({
  machine: crifPullMachine,
  controls: {
    [T.pull]: [{ type: 'crif.pull' }],
    [T.retry]: [{ type: 'crif.retry' }],
  },
  states: {
    'crifPull.idle': { enabled: [T.pull] },
    'crifPull.pulling': { disabled: [T.pull] },
    'crifPull.pulled': { enabled: [T.pull], texts: (s) => [T.pulled(s.context.pulledAt!)] },
    'crifPull.failed': { disabled: [T.pull], enabled: [T.retry], texts: (s) => [s.context.error!] },
  },
});
