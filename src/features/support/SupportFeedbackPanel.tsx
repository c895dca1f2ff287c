import type { ActorRefFrom, AnyActorRef } from 'xstate';
import {
  connectSupportFeedback,
  type supportFeedbackMachine,
} from '../../../machines/supportFeedback/index.ts';
import { useView } from '../../ui/hooks/useView.ts';
import { SupportFeedbackForm } from './SupportFeedbackForm.tsx';

export type SupportFeedbackActorRef = ActorRefFrom<typeof supportFeedbackMachine>;

/** The support feedback form over a running actor (the desk loop's child 'feedback'). */
export function SupportFeedbackPanel({ actorRef }: { actorRef: AnyActorRef }) {
  const ref = actorRef as SupportFeedbackActorRef;
  const view = useView(ref, connectSupportFeedback) ?? connectSupportFeedback(ref.getSnapshot());
  return <SupportFeedbackForm view={view} send={ref.send} />;
}
