import type { SnapshotFrom } from 'xstate';
import { defineShows } from '../shared/shows.ts';
import { businessAdminsMachine } from './businessAdmins.machine.ts';
import { isLongEnough } from './businessAdmins.rules.ts';
import { BUSINESS_ADMINS_TEXTS as T } from './businessAdmins.texts.ts';

type Snapshot = SnapshotFrom<typeof businessAdminsMachine>;
const long = (s: Snapshot) => isLongEnough(s.context.text);

/** What the business admins box shows: the numbers, Add (from 10 characters), the outcome. */
export const businessAdminsShows = defineShows({
  machine: businessAdminsMachine,
  vocabulary: [T.noNumbers, T.adding],
  controls: {
    [T.add]: [{ type: 'admins.add' }],
    [T.retry]: [{ type: 'admins.retry' }],
  },
  states: {
    businessAdmins: { texts: [T.heading] },
    'businessAdmins.form': {
      variants: [
        { when: long, enabled: [T.add] },
        { when: (s) => !long(s), disabled: [T.add] },
      ],
    },
    'businessAdmins.form.editing': {},
    'businessAdmins.form.invalid': { texts: [T.noNumbers] },
    'businessAdmins.form.added': { texts: (s) => [s.context.msg!] },
    'businessAdmins.form.failed': { enabled: [T.retry], texts: (s) => [s.context.error!] },
    'businessAdmins.adding': { texts: [T.adding], disabled: [T.add] },
  },
});
