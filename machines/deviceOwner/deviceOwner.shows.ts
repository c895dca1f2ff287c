import { defineShows } from '../shared/shows.ts';
import { deviceOwnerMachine } from './deviceOwner.machine.ts';
import { DEVICE_OWNER_TEXTS as T } from './deviceOwner.texts.ts';

/** What the user sees of an owner change: the confirmation, saving, the new owner, or the error. */
export const deviceOwnerShows = defineShows({
  machine: deviceOwnerMachine,
  controls: {
    [T.ok]: [{ type: 'owner.confirm' }],
    [T.cancel]: [{ type: 'owner.cancel' }],
    [T.dismiss]: [{ type: 'owner.dismiss' }],
  },
  states: {
    'deviceOwner.idle': {},
    'deviceOwner.confirming': {
      dialogs: [T.confirmTitle],
      texts: [T.confirm],
      enabled: [T.ok, T.cancel],
    },
    'deviceOwner.saving': { texts: [T.saving] },
    'deviceOwner.saved': { texts: (s) => [T.saved(s.context.currentOwner!)] },
    'deviceOwner.failed': { texts: (s) => [s.context.error!], enabled: [T.dismiss] },
  },
  vocabulary: [T.confirm, T.saving],
});
