import { useSelector } from '@xstate/react';
import { connectSoftCall, SOFT_CALL_TEXTS as T } from '../../../machines/softCall/index.ts';
import { Button } from '../../ui/Button.tsx';
import { useView } from '../../ui/hooks/useView.ts';
import {
  type CallActorRef,
  CallPopup,
  DEFAULT_POPUP_PLACEMENT,
  POPUP_WIDTH_CLASS,
} from '../call/index.ts';
import type { SoftCallLoopRef } from './SoftCallHost.tsx';

export type LoopFloatingProps = {
  loop: SoftCallLoopRef;
  /** The agent is on another screen than Customer Support. */
  away: boolean;
  storage?: Storage | undefined;
  /** Opens Customer Support again (where the loop's feedback form is). */
  onReturn: () => void;
};

/**
 * What floats over every screen while the loop holds work: the popup of the call in progress
 * (part 1 §2), and, away from Customer Support once that call has ended, the way back to its
 * feedback (nothing else goes on until it is saved).
 */
export function LoopFloating({ loop, away, storage, onReturn }: LoopFloatingProps) {
  const callRef = useSelector(loop, (s) => s.children.call) as CallActorRef | undefined;
  const feedbackDue = useView(loop, (s) => {
    const { stage } = connectSoftCall(s);
    return stage === 'feedback' || stage === 'saveFailed';
  });
  if (callRef) return <CallPopup actorRef={callRef} storage={storage} />;
  if (!away || !feedbackDue) return null;
  return <FeedbackDueNotice onReturn={onReturn} />;
}

/** Away from Customer Support with a call's feedback due there: the way back to it. */
export function FeedbackDueNotice({ onReturn }: { onReturn: () => void }) {
  return (
    <section
      aria-label={T.feedbackDueTitle}
      style={DEFAULT_POPUP_PLACEMENT}
      className={`fixed z-50 ${POPUP_WIDTH_CLASS} flex flex-col items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800 shadow-xl`}
    >
      <p role="status">{T.feedbackDue}</p>
      <Button onClick={onReturn}>{T.backToCase}</Button>
    </section>
  );
}
