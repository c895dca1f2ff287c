import { employerMessages } from '../../src/domain/messages/employer.ts';
import { messages } from '../../src/domain/messages.ts';

const M = employerMessages;

/** Words of the profile's employer block: the spec's from the catalogue, the rest ours. */
export const EMPLOYER_DETAILS_TEXTS = {
  verified: 'Verified',
  unverified: 'Unverified',
  edit: 'Edit Employer',
  save: 'Save Employer',
  cancel: 'Cancel',
  verify: 'Verify Employer',
  confirmTitle: 'Verify employer',
  confirmText: 'Press OK only after you have validated the employer details.',
  ok: 'OK',
  rename: 'Change Name',
  replace: 'Replace Employer',
  replaceTitle: 'Replace employer',
  replaceConfirm: messages.common.confirmProceed,
  saveName: 'Save Name',
  name: 'Employer Name',
  rating: 'Rating',
  ratings: { grade_A: 'Grade A', grade_B: 'Grade B', grade_C: 'Grade C' },
  saving: 'Saving…',
  fillAll: M.fillAllDetailsFirst,
  fillEmployer: M.fillEmployerDetailsFirst,
  updateFailed: M.updateFailed,
  nameFailed: M.nameUpdateFailed,
  nameUpdated: M.nameUpdated,
} as const;
