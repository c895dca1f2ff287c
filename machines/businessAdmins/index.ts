export type {
  AddBusinessAdminsOutput,
  BusinessAdmin,
  BusinessAdminsActors,
} from './businessAdmins.actors.ts';
export * from './businessAdmins.connect.ts';
export {
  type BusinessAdminsContext,
  type BusinessAdminsEvent,
  businessAdminsMachine,
} from './businessAdmins.machine.ts';
export * from './businessAdmins.rules.ts';
export { BUSINESS_ADMINS_TEXTS } from './businessAdmins.texts.ts';
