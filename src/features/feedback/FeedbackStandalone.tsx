import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { FeedbackPayload } from '../../../machines/feedback/index.ts';
import { browserStorage } from '../../platform/storage/memoryStorage.ts';
import { FeedbackPanel } from './FeedbackPanel.tsx';
import { feedbackInputFor, feedbackMachineWithDrafts } from './feedbackDraftWiring.ts';

export type FeedbackStandaloneProps = {
  softCallId: number;
  /** YYYY-MM-DD; the agent's day when absent. */
  today?: string;
  /** Where drafts are kept; the browser's localStorage when absent. */
  storage?: Storage;
  /** Called once with the payload when the feedback is submitted. */
  onSubmit?: (payload: FeedbackPayload) => void;
};

/**
 * The feedback form with its own actor, restoring and keeping the soft call's draft: for stories,
 * tests, and any screen that records feedback outside the soft-call loop.
 */
export function FeedbackStandalone({
  softCallId,
  today,
  storage,
  onSubmit,
}: FeedbackStandaloneProps) {
  const [setup] = useState(() => {
    const store = storage ?? browserStorage('localStorage');
    return {
      machine: feedbackMachineWithDrafts(store),
      input: feedbackInputFor(softCallId, { storage: store, today }),
    };
  });
  const actorRef = useActorRef(setup.machine, { input: setup.input });
  const submit = useRef(onSubmit);
  submit.current = onSubmit;
  useEffect(() => {
    const subscription = actorRef.subscribe({
      complete: () => {
        const { output } = actorRef.getSnapshot();
        if (output) submit.current?.(output);
      },
    });
    return () => subscription.unsubscribe();
  }, [actorRef]);
  return <FeedbackPanel actorRef={actorRef} />;
}
