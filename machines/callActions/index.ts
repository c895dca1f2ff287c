export {
  type AssignLeadContext,
  type AssignLeadEvent,
  assignLeadMachine,
} from './assignLead.machine.ts';
export type { CallActionActors } from './callActions.actors.ts';
export * from './callActions.connect.ts';
export {
  NO_MANAGERS,
  SAMPLE_CASE_LOANS,
  SAMPLE_CUSTOMER,
  SAMPLE_LINK,
  SAMPLE_MANAGERS,
} from './callActions.fixtures.ts';
export * from './callActions.rules.ts';
export { CALL_ACTION_TEXTS } from './callActions.texts.ts';
export * from './callActions.types.ts';
export { type EscalateContext, type EscalateEvent, escalateMachine } from './escalate.machine.ts';
export {
  type PaymentLinkContext,
  type PaymentLinkEvent,
  type PaymentLinkMachineInput,
  paymentLinkMachine,
} from './paymentLink.machine.ts';
export {
  type SendMessageContext,
  type SendMessageEvent,
  sendMessageMachine,
} from './sendMessage.machine.ts';
