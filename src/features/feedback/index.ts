export { ChoiceGroup, type ChoiceGroupProps } from './components/ChoiceGroup.tsx';
export { CommentField, FeedbackFrame, SubmitRow } from './components/FeedbackFrame.tsx';
export { FeedbackForm, type FeedbackFormProps } from './FeedbackForm.tsx';
export { type FeedbackActorRef, FeedbackPanel, type FeedbackPanelProps } from './FeedbackPanel.tsx';
export { FeedbackStandalone, type FeedbackStandaloneProps } from './FeedbackStandalone.tsx';
export { feedbackInputFor, feedbackMachineWithDrafts, todayIso } from './feedbackDraftWiring.ts';
export { FEEDBACK_TEXTS } from './feedbackTexts.ts';
