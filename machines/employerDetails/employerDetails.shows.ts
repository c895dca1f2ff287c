import { defineShows } from '../shared/shows.ts';
import { employerDetailsMachine } from './employerDetails.machine.ts';
import { EMPLOYER_DETAILS_TEXTS as T } from './employerDetails.texts.ts';

type S = Parameters<typeof employerDetailsMachine.transition>[0];
const errorOf = (s: S) => (s.context.error ? [s.context.error] : []);

/** What the user sees of the profile's employer: Verified or Unverified, and what they may do. */
export const employerDetailsShows = defineShows({
  machine: employerDetailsMachine,
  controls: {
    [T.edit]: [{ type: 'employer.edit' }],
    [T.verify]: [{ type: 'employer.verify' }],
    [T.rename]: [{ type: 'employer.rename' }],
    [T.replace]: [{ type: 'employer.replace' }],
    [T.save]: [{ type: 'edit.save' }],
    [T.cancel]: [
      { type: 'edit.cancel' },
      { type: 'verify.cancel' },
      { type: 'replace.cancel' },
      { type: 'replace.close' },
    ],
    [T.ok]: [{ type: 'verify.confirm' }, { type: 'replace.confirm' }],
    [T.saveName]: [{ type: 'name.save' }],
  },
  states: {
    employerDetails: { texts: (s) => [s.context.verified ? T.verified : T.unverified] },
    'employerDetails.viewing': {
      texts: errorOf,
      variants: [
        { when: (s) => s.can({ type: 'employer.edit' }), enabled: [T.edit] },
        { when: (s) => s.can({ type: 'employer.verify' }), enabled: [T.verify] },
        { when: (s) => s.can({ type: 'employer.rename' }), enabled: [T.rename] },
        { when: (s) => s.can({ type: 'employer.replace' }), enabled: [T.replace] },
      ],
    },
    'employerDetails.editing': { texts: errorOf, enabled: [T.save, T.cancel] },
    'employerDetails.savingEdit': { texts: [T.saving], disabled: [T.save, T.cancel] },
    'employerDetails.confirmingVerify': {
      dialogs: [T.confirmTitle],
      texts: [T.confirmText],
      enabled: [T.ok, T.cancel],
    },
    'employerDetails.verifying': { texts: [T.saving] },
    'employerDetails.confirmingReplace': {
      dialogs: [T.replaceTitle],
      texts: [T.replaceConfirm],
      enabled: [T.ok, T.cancel],
    },
    // The employer search dialog, its steps its own statechart's (employerPick, replacing).
    'employerDetails.replacing': { dialogs: [T.replaceTitle], enabled: [T.cancel] },
    'employerDetails.renaming': {
      texts: errorOf,
      enabled: [T.cancel],
      variants: [
        { when: (s) => s.can({ type: 'name.save' }), enabled: [T.saveName] },
        { when: (s) => !s.can({ type: 'name.save' }), disabled: [T.saveName] },
      ],
    },
    'employerDetails.savingName': { texts: [T.saving], disabled: [T.saveName, T.cancel] },
    'employerDetails.savingRating': { texts: [T.saving] },
  },
});
