import { fn } from 'storybook/test';
import type { StateValue } from 'xstate';
import {
  connectFeedback,
  type DetailDialog,
  EMPTY_DRAFT,
  type FeedbackDraft,
  feedbackMachine,
  FEEDBACK_SAMPLE as SAMPLE,
} from '../../machines/feedback/index.ts';
import type { FeedbackFormProps } from '../../src/features/feedback/FeedbackForm.tsx';

/* Story props made the way the panel makes them: connect() of a machine snapshot. */

export function feedbackArgs(
  value: StateValue,
  draft: Partial<FeedbackDraft> = {},
  options: { dialog?: DetailDialog; today?: string } = {},
): FeedbackFormProps {
  const snapshot = feedbackMachine.resolveState({
    value,
    context: {
      softCallId: SAMPLE.softCallId,
      today: options.today ?? SAMPLE.today,
      draft: { ...EMPTY_DRAFT, ...draft },
      dialog: options.dialog ?? null,
    },
  });
  return { view: connectFeedback(snapshot), send: fn() };
}
