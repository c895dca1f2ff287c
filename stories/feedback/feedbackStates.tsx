import { fn } from 'storybook/test';
import type { StateValue } from 'xstate';
import { feedbackShows } from '../../machines/feedback/feedback.shows.ts';
import {
  connectFeedback,
  type DetailDialog,
  EMPTY_DRAFT,
  type FeedbackDraft,
  feedbackMachine,
  FEEDBACK_SAMPLE as SAMPLE,
} from '../../machines/feedback/index.ts';
import type { FeedbackFormProps } from '../../src/features/feedback/FeedbackForm.tsx';
import { renders } from '../../tests/support/storyState.ts';

/* Story props made the way the panel makes them: connect() of a machine snapshot. */

export function feedbackArgs(
  value: StateValue,
  draft: Partial<FeedbackDraft> = {},
  options: { dialog?: DetailDialog; today?: string } = {},
): FeedbackFormProps {
  return { view: connectFeedback(feedbackState(value, draft, options)), send: fn() };
}

/**
 * A form story: its props made from a machine snapshot, and that snapshot in its parameters, so
 * story coverage reads the state it renders and its declaration is checked after play.
 */
export function feedbackStory(
  value: StateValue,
  draft: Partial<FeedbackDraft> = {},
  options: { dialog?: DetailDialog; today?: string } = {},
) {
  const snapshot = feedbackState(value, draft, options);
  return {
    args: { view: connectFeedback(snapshot), send: fn() } satisfies FeedbackFormProps,
    parameters: renders(feedbackShows as never, snapshot),
  };
}

function feedbackState(
  value: StateValue,
  draft: Partial<FeedbackDraft>,
  options: { dialog?: DetailDialog; today?: string },
) {
  return feedbackMachine.resolveState({
    value,
    context: {
      softCallId: SAMPLE.softCallId,
      today: options.today ?? SAMPLE.today,
      draft: { ...EMPTY_DRAFT, ...draft },
      dialog: options.dialog ?? null,
    },
  });
}
