export * from './feedback.connect.ts';
export { FEEDBACK_SAMPLE, SAMPLE_DRAFTS } from './feedback.fixtures.ts';
export {
  type FeedbackContext,
  type FeedbackEvent,
  feedbackMachine,
  initialFeedbackContext,
} from './feedback.machine.ts';
export * from './feedback.rules.ts';
export * from './feedback.types.ts';
