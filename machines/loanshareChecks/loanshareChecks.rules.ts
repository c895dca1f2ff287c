import type { components } from '../../openapi/generated/main.ts';
import { allOf } from '../../src/domain/contractEnums.ts';

export type LoanshareCheckType = components['schemas']['LoanshareCheckType'];
/** One loan share's checks as the loan record carries them; a type not there is unchecked. */
export type LoanshareChecks = Partial<Record<LoanshareCheckType, boolean>>;

/** Every check type of the contract, in the order the tab lists them. */
export const CHECK_TYPES = allOf<LoanshareCheckType>()([
  'kyc_verified',
  'bank_verified',
  'employment_verified',
  'address_verified',
  'bureau_reviewed',
  'video_reviewed',
]);

export const isChecked = (checks: LoanshareChecks, type: LoanshareCheckType): boolean =>
  checks[type] === true;

/** What a click on a check's box asks the server for: the opposite of what it shows. */
export const requestedValue = (checks: LoanshareChecks, type: LoanshareCheckType): boolean =>
  !isChecked(checks, type);
