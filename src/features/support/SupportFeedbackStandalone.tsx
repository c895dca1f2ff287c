import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import {
  type PersistSupportDraftParams,
  type SupportFeedback,
  supportFeedbackMachine,
} from '../../../machines/supportFeedback/index.ts';
import { loadRawDraft, saveDraft } from '../../platform/feedbackDrafts.ts';
import { browserStorage } from '../../platform/storage/memoryStorage.ts';
import { todayIso } from '../feedback/index.ts';
import { SupportFeedbackPanel } from './SupportFeedbackPanel.tsx';

export type SupportFeedbackStandaloneProps = {
  softCallId: number;
  today?: string;
  /** Where drafts are kept (under the support desk's key); localStorage when absent. */
  storage?: Storage;
  /** Called once with the payload when the feedback is submitted. */
  onSubmit?: (payload: SupportFeedback) => void;
};

/**
 * The support feedback form with its own actor, keeping its draft as the desk screen does: for
 * stories and tests of the form outside the desk loop.
 */
export function SupportFeedbackStandalone(props: SupportFeedbackStandaloneProps) {
  const [setup] = useState(() => {
    const storage = props.storage ?? browserStorage('localStorage');
    return {
      machine: supportFeedbackMachine.provide({
        actions: {
          persistDraft: (_, params: PersistSupportDraftParams) =>
            saveDraft(params.softCallId, params.draft, storage, 'support'),
        },
      }),
      input: {
        softCallId: props.softCallId,
        today: props.today ?? todayIso(),
        draft: loadRawDraft(props.softCallId, 'support', storage),
      },
    };
  });
  const actorRef = useActorRef(setup.machine, { input: setup.input });
  const submit = useRef(props.onSubmit);
  submit.current = props.onSubmit;
  useEffect(() => {
    const subscription = actorRef.subscribe({
      complete: () => {
        const { output } = actorRef.getSnapshot();
        if (output) submit.current?.(output);
      },
    });
    return () => subscription.unsubscribe();
  }, [actorRef]);
  return <SupportFeedbackPanel actorRef={actorRef} />;
}
