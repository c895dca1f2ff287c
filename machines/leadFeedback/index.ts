export * from './leadFeedback.connect.ts';
export { LEAD_FEEDBACK_SAMPLE } from './leadFeedback.fixtures.ts';
export {
  initialLeadFeedbackContext,
  type LeadFeedbackContext,
  type LeadFeedbackEvent,
  leadFeedbackMachine,
} from './leadFeedback.machine.ts';
export * from './leadFeedback.rules.ts';
export { LEAD_FEEDBACK_TEXTS } from './leadFeedback.texts.ts';
export * from './leadFeedback.types.ts';
