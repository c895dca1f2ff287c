import type { PromiseActorLogic } from 'xstate';
import type {
  DialPermit,
  DialPermitInput,
  MsgOutput,
  NextSoftCall,
  NextSoftCallInput,
  SavedWork,
  SaveOutcomeInput,
  SubmitFeedbackInput,
} from './softCall.types.ts';

/**
 * The loop's calls, by the names the machine invokes them with: each rejects with an Error
 * carrying the server's words (and the status). The call and the feedback are child machines
 * (`callMachine`, `feedbackMachine`), provided with their own adapters by the app.
 */
export type SoftCallActors = {
  fetchNextSoftCall: PromiseActorLogic<NextSoftCall, NextSoftCallInput>;
  /** Reads what was kept for a case (its feedback draft and call result). */
  loadSavedWork: PromiseActorLogic<SavedWork, { softCallId: number }>;
  saveCallOutcome: PromiseActorLogic<MsgOutput, SaveOutcomeInput>;
  submitFeedback: PromiseActorLogic<MsgOutput, SubmitFeedbackInput>;
  /** Asks, just before a dial, whether the customer may be called now (a refusal is not an error). */
  requestDialPermit: PromiseActorLogic<DialPermit, DialPermitInput>;
};
