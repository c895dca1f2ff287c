import { deepFreeze } from './deepFreeze.ts';

/** The employer texts (part of the message catalogue, see ../messages.ts): they load with the screens that say them. */
export const employerMessages = deepFreeze({
  nameUpdateFailed: 'Failed to update employer name',
  nameUpdated: 'Employer name updated successfully',
  saveFailed: 'Failed to save employer details',
  addSubEmployerFailed: 'Failed to add sub-employer',
  updateFailed: 'Failed to update employer',
  fillAllDetailsFirst: 'Please fill all details first',
  fillEmployerDetailsFirst: 'Please first fill all employer details.',
  selectAddress: 'Please select an address',
  employerAdded: (name: string) => `New employer "${name}" added successfully!`,
  addressAdded: (name: string) => `New address added for ${name}`,
  subEmployerAdded: (name: string) => `Sub-employer "${name}" added successfully.`,
} as const);
