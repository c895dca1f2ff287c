export * from './createLead.connect.ts';
export { CREATE_LEAD_SAMPLE } from './createLead.fixtures.ts';
export {
  type CreateLeadContext,
  type CreateLeadEvent,
  createLeadMachine,
} from './createLead.machine.ts';
export * from './createLead.rules.ts';
export { CREATE_LEAD_TEXTS } from './createLead.texts.ts';
export * from './createLead.types.ts';
