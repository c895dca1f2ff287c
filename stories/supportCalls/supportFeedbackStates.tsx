import { fn } from 'storybook/test';
import type { StateValue } from 'xstate';
import {
  connectSupportFeedback,
  EMPTY_SUPPORT_DRAFT,
  SUPPORT_FEEDBACK_SAMPLE as SAMPLE,
  type SupportDraft,
  supportFeedbackMachine,
} from '../../machines/supportFeedback/index.ts';
import { supportFeedbackShows } from '../../machines/supportFeedback/supportFeedback.shows.ts';
import type { SupportFeedbackFormProps } from '../../src/features/support/SupportFeedbackForm.tsx';
import { renders } from '../../tests/support/storyState.ts';

/**
 * A form story: its props made from a machine snapshot, and that snapshot in its parameters, so
 * story coverage reads the state it renders and its declaration is checked after play.
 */
export function supportFeedbackStory(value: StateValue, draft: Partial<SupportDraft> = {}) {
  const snapshot = supportFeedbackMachine.resolveState({
    value,
    context: {
      softCallId: SAMPLE.softCallId,
      today: SAMPLE.today,
      draft: { ...EMPTY_SUPPORT_DRAFT, ...draft },
    },
  });
  return {
    args: { view: connectSupportFeedback(snapshot), send: fn() } satisfies SupportFeedbackFormProps,
    parameters: renders(supportFeedbackShows as never, snapshot),
  };
}
