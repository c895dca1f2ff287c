// The form's words live beside the feedback machine, so its `shows` declaration can name them.
export { FEEDBACK_TEXTS } from '../../../machines/feedback/feedback.texts.ts';
