export type { ReferralActors } from './referral.actors.ts';
export * from './referral.connect.ts';
export { locationFailure, REFERRAL_SAMPLE } from './referral.fixtures.ts';
export {
  type ReferralContext,
  type ReferralEvent,
  type ReferralInput,
  referralMachine,
} from './referral.machine.ts';
export * from './referral.rules.ts';
export * from './referral.types.ts';
