import type { PromiseActorLogic } from 'xstate';

export type EarlyPayInput = { username: string; loan_id: number; date: string };
export type EarlyPayOutput = { early_pay_amount: number };

/**
 * The call the form makes, by the name the machine invokes it with: it resolves with the amount
 * and rejects with an Error carrying the server's words (and the status).
 */
export type EarlyPayActors = {
  fetchEarlyPayAmount: PromiseActorLogic<EarlyPayOutput, EarlyPayInput>;
};
