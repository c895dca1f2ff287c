export type {
  BusinessProfileActors,
  BusinessProfileInput,
  SavedProfile,
} from './businessProfile.actors.ts';
export * from './businessProfile.connect.ts';
export {
  type BusinessProfileContext,
  type BusinessProfileEvent,
  type BusinessProfileMachineInput,
  businessProfileMachine,
} from './businessProfile.machine.ts';
export * from './businessProfile.rules.ts';
export { BUSINESS_PROFILE_TEXTS } from './businessProfile.texts.ts';
