import { defineShows } from '../shared/shows.ts';
import { blacklistLevelMachine } from './blacklistLevel.machine.ts';
import { BLACKLIST_LEVEL_TEXTS as T } from './blacklistLevel.texts.ts';

/** What the user sees of the blacklist level and its change dialog (modal). */
export const blacklistLevelShows = defineShows({
  machine: blacklistLevelMachine,
  vocabulary: [T.specifyReason, T.failed],
  controls: {
    [T.change]: [{ type: 'level.open' }],
    [T.confirm]: [{ type: 'level.confirm' }],
    [T.cancel]: [{ type: 'level.cancel' }],
  },
  states: {
    'blacklistLevel.idle': {
      texts: (s) => [T.current(s.context.current)],
      enabled: [T.change],
      variants: [{ when: (s) => s.context.notice !== null, texts: (s) => [s.context.notice!] }],
    },
    'blacklistLevel.editing': {
      dialogs: [T.dialogTitle],
      texts: [T.disables],
      enabled: [T.confirm, T.cancel],
    },
    'blacklistLevel.editing.choosing': {},
    'blacklistLevel.editing.incomplete': { texts: [T.specifyReason] },
    'blacklistLevel.saving': {
      dialogs: [T.dialogTitle],
      texts: [T.disables],
      disabled: [T.confirm, T.cancel],
    },
    'blacklistLevel.failed': {
      dialogs: [T.dialogTitle],
      texts: [T.disables, T.failed],
      enabled: [T.confirm, T.cancel],
    },
  },
});
