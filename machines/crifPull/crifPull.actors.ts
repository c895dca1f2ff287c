import type { PromiseActorLogic } from 'xstate';

export type CrifPullInput = {
  username: string;
  /** Which press this is: a retry keeps it, so the pull is saved once (Idempotency-Key). */
  attempt: number;
};
export type CrifPullOutput = { message: string; crif_pull_date: string };

/**
 * The call 'CRIF PULL' makes, by the name the machine invokes it with: it resolves with the pull's
 * date and rejects with an Error carrying the server's error or message (and the status).
 */
export type CrifPullActors = {
  pullCrif: PromiseActorLogic<CrifPullOutput, CrifPullInput>;
};
