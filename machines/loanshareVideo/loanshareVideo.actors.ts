import type { PromiseActorLogic } from 'xstate';

/** assignLoanshareVideo's body (spec part 1 §7: {username, doc_id, loan_id}). */
export type AssignLoanshareVideoInput = { username: string; doc_id: number; loan_id: number };
export type AssignLoanshareVideoOutput = { video_doc_id: number };

/** The assign call; rejects with the server's words. */
export type LoanshareVideoActors = {
  assignLoanshareVideo: PromiseActorLogic<AssignLoanshareVideoOutput, AssignLoanshareVideoInput>;
};
