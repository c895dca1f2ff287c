import { defineShows } from '../shared/shows.ts';
import { businessProfileMachine } from './businessProfile.machine.ts';
import { BUSINESS_PROFILE_TEXTS as T } from './businessProfile.texts.ts';

/** What the business profile form shows: the fields, Save, and what went right or wrong. */
export const businessProfileShows = defineShows({
  machine: businessProfileMachine,
  vocabulary: [T.saved, T.saving],
  controls: {
    [T.save]: [{ type: 'profile.save' }],
    [T.retry]: [{ type: 'profile.retry' }],
  },
  states: {
    businessProfile: { texts: [T.heading] },
    'businessProfile.form': { enabled: [T.save] },
    'businessProfile.form.editing': {},
    'businessProfile.form.invalid': { texts: (s) => [s.context.problem!] },
    'businessProfile.form.saved': { texts: [T.saved] },
    'businessProfile.form.failed': { enabled: [T.retry], texts: (s) => [s.context.error!] },
    'businessProfile.saving': { texts: [T.saving], disabled: [T.save] },
  },
});
