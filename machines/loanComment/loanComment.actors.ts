import type { PromiseActorLogic } from 'xstate';
import type { components } from '../../openapi/generated/main.ts';

export type LoanCommentKind = components['schemas']['LoanCommentKind'];

/** The body of addLoanComment (POST /loan-comments). */
export type AddLoanCommentInput = {
  kind: LoanCommentKind;
  loan_id: number;
  username: string;
  comment: string;
};

/**
 * The call the box makes, by the name the machine invokes it with: it resolves when the comment
 * is stored and rejects with an Error carrying the server's words and the status (403: refused).
 */
export type LoanCommentActors = {
  addLoanComment: PromiseActorLogic<unknown, AddLoanCommentInput>;
};
