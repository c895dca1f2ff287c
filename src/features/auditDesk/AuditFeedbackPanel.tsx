import type { ActorRefFrom } from 'xstate';
import {
  type auditFeedbackMachine,
  connectAuditFeedback,
} from '../../../machines/auditFeedback/index.ts';
import { useView } from '../../ui/hooks/useView.ts';
import { AuditFeedbackForm } from './AuditFeedbackForm.tsx';

export type AuditFeedbackActorRef = ActorRefFrom<typeof auditFeedbackMachine>;

/** The audit form over a running audit feedback actor (the desk loop's child 'feedback'). */
export function AuditFeedbackPanel({ actorRef }: { actorRef: AuditFeedbackActorRef }) {
  const view =
    useView(actorRef, connectAuditFeedback) ?? connectAuditFeedback(actorRef.getSnapshot());
  return <AuditFeedbackForm view={view} send={actorRef.send} />;
}
