import type { SnapshotFrom } from 'xstate';
import { messages } from '../../src/domain/messages.ts';
import { CALL_TEXTS } from '../call/call.texts.ts';
import { defineShows, type ShowsState } from '../shared/shows.ts';
import { atProgress, callResultText } from './softCall.connect.ts';
import { softCallMachine } from './softCall.machine.ts';
import { secondsLeft } from './softCall.rules.ts';
import { SOFT_CALL_TEXTS as T } from './softCall.texts.ts';

type Snapshot = SnapshotFrom<typeof softCallMachine>;

/** The case as the agent sees it while there is one: the customer, and work kept from a reload. */
const withCase: ShowsState<Snapshot> = {
  texts: (s) => [s.context.call!.profile.name],
  enabled: [T.userInfo],
};

/**
 * What the agent sees in each state of the soft-call loop (ARCHITECTURE §4): machine path tests,
 * the view replays, the stories and the QA script all check or print this.
 */
export const softCallShows = defineShows({
  machine: softCallMachine,
  vocabulary: [
    T.loading,
    T.restored,
    T.permitting,
    messages.calls.telecmiLoginMissing,
    T.calling,
    T.keptFeedback,
    T.savingOutcome,
    T.savingFeedback,
    T.stopRequested,
    T.stopped,
    T.keptOnStop,
  ],
  controls: {
    [T.pause]: [{ type: 'countdown.pause' }],
    [T.resume]: [{ type: 'countdown.resume' }],
    [T.callNow]: [{ type: 'call.now' }],
    [T.stop]: [{ type: 'loop.stop' }],
    [T.keepGoing]: [{ type: 'loop.continue' }],
    [T.start]: [{ type: 'loop.start' }],
    // One word for two retries: the next case after a failed fetch, the save after a failed one.
    [T.retry]: [{ type: 'loop.retry' }, { type: 'save.retry' }, { type: 'permit.retry' }],
    [T.nextCase]: [{ type: 'case.skip' }],
    [T.checkAgain]: [{ type: 'loop.retry' }],
    [T.editFeedback]: [{ type: 'feedback.edit' }],
  },
  states: {
    'softCall.loading': { texts: [T.loading] },
    'softCall.noQueue': { texts: (s) => [s.context.error ?? ''] },
    'softCall.loadFailed': {
      texts: (s) => [T.loadFailed(s.context.error ?? '')],
      enabled: [T.retry, T.stop],
    },
    'softCall.empty': {
      texts: (s) => [s.context.emptyMessage ?? ''],
      enabled: [T.checkAgain, T.stop],
    },
    'softCall.onCase': withCase,
    'softCall.onCase.kept.fresh': {},
    'softCall.onCase.kept.restored': { texts: [T.restored] },
    'softCall.onCase.progress.restoring': { texts: [T.loading] },
    'softCall.onCase.progress.blocked': {
      texts: (s) => [T.notCallingNow(s.context.blockReason ?? ''), T.movingOn],
      enabled: [T.nextCase, T.stop],
    },
    'softCall.onCase.progress.permitting': { texts: [T.permitting], enabled: [T.stop] },
    'softCall.onCase.progress.permitFailed': {
      texts: (s) => [T.permitFailed(s.context.error ?? ''), T.notDialled],
      enabled: [T.retry, T.stop],
    },
    'softCall.onCase.progress.case.counting': {
      texts: (s) => [messages.labels.callingIn(secondsLeft(s.context.deadline - s.context.now))],
      enabled: [T.pause, T.callNow, T.stop],
    },
    'softCall.onCase.progress.case.paused': {
      texts: (s) => [messages.labels.callingIn(secondsLeft(s.context.pausedLeftMs)), T.paused],
      enabled: [T.resume, T.callNow, T.stop],
    },
    'softCall.onCase.progress.case.notAllowed': {
      texts: [messages.calls.telecmiLoginMissing],
      enabled: [T.callNow, T.stop],
    },
    // Linking the call is not seen apart from its saving step: it only spares a retry a second link.
    'softCall.onCase.progress.working.callLink.pending': {},
    'softCall.onCase.progress.working.callLink.linked': {},
    'softCall.onCase.progress.working.step.calling': {
      texts: [T.calling],
      dialogs: (s) => [`${CALL_TEXTS.title} ${s.context.call!.profile.mobile}`],
    },
    'softCall.onCase.progress.working.step.feedback': {
      texts: (s) => [
        ...(s.context.result ? [callResultText(s.context.result)] : []),
        T.feedbackDue,
        messages.labels.submitFeedbackHere,
      ],
    },
    'softCall.onCase.progress.working.step.saving': { texts: [T.keptFeedback] },
    'softCall.onCase.progress.working.step.saving.outcome': { texts: [T.savingOutcome] },
    'softCall.onCase.progress.working.step.saving.feedback': { texts: [T.savingFeedback] },
    'softCall.onCase.progress.working.step.saveFailed': {
      texts: (s) => [T.saveFailed(s.context.error ?? ''), T.keptFeedback],
      enabled: [T.retry, T.editFeedback, T.stop],
    },
    'softCall.onCase.progress.working.afterThisCase.continue': { enabled: [T.stop] },
    'softCall.onCase.progress.working.afterThisCase.stop': {
      texts: [T.stopRequested],
      // A failed save offers Stop at once instead: going on is asked by saving.
      variants: [
        {
          when: (s) => !atProgress(s, { working: { step: 'saveFailed' } }),
          enabled: [T.keepGoing],
        },
      ],
    },
    'softCall.stopped': { texts: [T.stopped], enabled: [T.start] },
    'softCall.stopped.withUnsavedWork': { texts: [T.keptOnStop] },
  },
});
