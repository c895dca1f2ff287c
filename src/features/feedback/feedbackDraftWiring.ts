import { createMachine } from 'xstate';
import {
  type FeedbackInput,
  feedbackMachine,
  initialFeedbackContext,
  type PersistDraftParams,
} from '../../../machines/feedback/index.ts';
import { businessDay } from '../../domain/format.ts';
import { loadDraft, saveDraft } from '../../platform/feedbackDrafts.ts';
import { browserStorage } from '../../platform/storage/memoryStorage.ts';

/** The agent's day (local calendar), as the feedback machine's `today`. */
/** The business day (India's), whatever the browser's time zone. */
export const todayIso = (now: Date = new Date()): string => businessDay(now);

/**
 * The feedback machine as the app runs it: an input without `draft` restores the soft call's kept
 * draft from `storage`, and every change is kept there again. This is what the soft-call loop is
 * given as its `feedbackMachine` actor, and what the standalone form runs.
 */
export function feedbackMachineWithDrafts(
  storage: Storage = browserStorage('localStorage'),
): typeof feedbackMachine {
  // Same definition and implementations; only where the starting draft comes from differs.
  const restoring = createMachine(
    {
      ...feedbackMachine.config,
      context: ({ input }: { input: FeedbackInput }) =>
        initialFeedbackContext(
          input.draft === undefined
            ? { ...input, draft: loadDraft(input.softCallId, storage) }
            : input,
        ),
    },
    feedbackMachine.implementations as never,
  ) as unknown as typeof feedbackMachine;
  return restoring.provide({
    actions: {
      persistDraft: (_, params: PersistDraftParams) =>
        saveDraft(params.softCallId, params.draft, storage),
    },
  });
}

/** The input for one soft call, its kept draft read now (for callers that want to see it). */
export function feedbackInputFor(
  softCallId: number,
  options: { storage?: Storage; today?: string } = {},
): FeedbackInput {
  const storage = options.storage ?? browserStorage('localStorage');
  return {
    softCallId,
    today: options.today ?? todayIso(),
    draft: loadDraft(softCallId, storage),
  };
}
