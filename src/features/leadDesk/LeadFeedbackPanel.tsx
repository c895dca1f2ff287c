import type { ActorRefFrom } from 'xstate';
import {
  connectLeadFeedback,
  type leadFeedbackMachine,
} from '../../../machines/leadFeedback/index.ts';
import { useView } from '../../ui/hooks/useView.ts';
import { LeadFeedbackForm } from './LeadFeedbackForm.tsx';

export type LeadFeedbackActorRef = ActorRefFrom<typeof leadFeedbackMachine>;

/** The lead feedback form over a running actor (the desk loop's child 'feedback'). */
export function LeadFeedbackPanel({ actorRef }: { actorRef: LeadFeedbackActorRef }) {
  const view =
    useView(actorRef, connectLeadFeedback) ?? connectLeadFeedback(actorRef.getSnapshot());
  return <LeadFeedbackForm view={view} send={actorRef.send} />;
}
