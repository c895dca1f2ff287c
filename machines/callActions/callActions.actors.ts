import type { PromiseActorLogic } from 'xstate';
import type {
  ActionMessage,
  AssignLeadInput,
  EscalateInput,
  ManagersList,
  PaymentLinkInput,
  PaymentLinkOutput,
} from './callActions.types.ts';

/**
 * The calls the call-screen actions make, by the names the machines invoke them with. Each
 * rejects with an Error carrying the server's words (and the status); `copyText` rejects when the
 * clipboard refuses.
 */
export type CallActionActors = {
  assignNewLead: PromiseActorLogic<ActionMessage, AssignLeadInput>;
  listManagers: PromiseActorLogic<ManagersList, void>;
  escalateToManager: PromiseActorLogic<ActionMessage, EscalateInput>;
  getPaymentLink: PromiseActorLogic<PaymentLinkOutput, PaymentLinkInput>;
  copyText: PromiseActorLogic<void, { text: string }>;
};
