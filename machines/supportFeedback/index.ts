export * from './supportFeedback.connect.ts';
export { SUPPORT_DRAFTS, SUPPORT_FEEDBACK_SAMPLE } from './supportFeedback.fixtures.ts';
export {
  initialSupportFeedbackContext,
  type SupportFeedbackContext,
  type SupportFeedbackEvent,
  supportFeedbackMachine,
} from './supportFeedback.machine.ts';
export * from './supportFeedback.rules.ts';
export { SUPPORT_FEEDBACK_TEXTS } from './supportFeedback.texts.ts';
export * from './supportFeedback.types.ts';
