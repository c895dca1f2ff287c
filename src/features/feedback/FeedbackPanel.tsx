import type { ActorRefFrom } from 'xstate';
import { connectFeedback, type feedbackMachine } from '../../../machines/feedback/index.ts';
import { useView } from '../../ui/hooks/useView.ts';
import { FeedbackForm } from './FeedbackForm.tsx';

export type FeedbackActorRef = ActorRefFrom<typeof feedbackMachine>;

export type FeedbackPanelProps = {
  /** The feedback actor, e.g. the soft-call loop's invoked child (`snapshot.children.feedback`). */
  actorRef: FeedbackActorRef;
};

/** The feedback form over a running feedback actor; re-renders only when its view changes. */
export function FeedbackPanel({ actorRef }: FeedbackPanelProps) {
  const view = useView(actorRef, connectFeedback) ?? connectFeedback(actorRef.getSnapshot());
  return <FeedbackForm view={view} send={actorRef.send} />;
}
