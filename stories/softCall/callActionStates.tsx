import { fn } from 'storybook/test';
import type { StateValue } from 'xstate';
import { assignLeadShows } from '../../machines/callActions/assignLead.shows.ts';
import { escalateShows } from '../../machines/callActions/escalate.shows.ts';
import type {
  AssignLeadContext,
  EscalateContext,
  PaymentLinkContext,
  SendMessageContext,
} from '../../machines/callActions/index.ts';
import {
  assignLeadMachine,
  connectAssignLead,
  connectEscalate,
  connectPaymentLink,
  connectSendMessage,
  escalateMachine,
  paymentLinkMachine,
  paymentLinkOptions,
  SAMPLE_CASE_LOANS,
  SAMPLE_CUSTOMER,
  sendMessageMachine,
} from '../../machines/callActions/index.ts';
import { paymentLinkShows } from '../../machines/callActions/paymentLink.shows.ts';
import { sendMessageShows } from '../../machines/callActions/sendMessage.shows.ts';
import { AssignLeadButton } from '../../src/features/softCall/components/AssignLeadButton.tsx';
import { EscalateDialog } from '../../src/features/softCall/components/EscalateDialog.tsx';
import { PaymentLinkDialog } from '../../src/features/softCall/components/PaymentLinkDialog.tsx';
import { SendMessageDialog } from '../../src/features/softCall/components/SendMessageDialog.tsx';
import { PRESET_MESSAGES } from '../../src/features/softCall/presetMessages.ts';
import { renders } from '../../tests/support/storyState.ts';

/* Snapshots of the call-screen actions' machines, for the case a story shows, and story props
   made the way CallActions makes them: connect() of a snapshot. */

export const assignSnapshot = (value: StateValue, context: Partial<AssignLeadContext> = {}) =>
  assignLeadMachine.resolveState({
    value,
    context: { username: SAMPLE_CUSTOMER, message: null, error: null, ...context },
  });

export const escalateSnapshot = (value: StateValue, context: Partial<EscalateContext> = {}) =>
  escalateMachine.resolveState({
    value,
    context: {
      customerUsername: SAMPLE_CUSTOMER,
      managers: null,
      selected: null,
      message: null,
      error: null,
      ...context,
    },
  });

export const paymentLinkSnapshot = (value: StateValue, context: Partial<PaymentLinkContext> = {}) =>
  paymentLinkMachine.resolveState({
    value,
    context: {
      customerUsername: SAMPLE_CUSTOMER,
      options: paymentLinkOptions(SAMPLE_CASE_LOANS),
      username: SAMPLE_CUSTOMER,
      loanChoice: '',
      amount: '',
      link: null,
      ...context,
    },
  });

export const sendMessageSnapshot = (value: StateValue, context: Partial<SendMessageContext> = {}) =>
  sendMessageMachine.resolveState({
    value,
    context: { number: SAMPLE_CUSTOMER, texts: PRESET_MESSAGES, choice: null, ...context },
  });

/**
 * Stories of one action in a state: its props from a snapshot, and that snapshot in the story's
 * parameters (coverage reads its state; the declaration is checked after play). The other
 * actions stay as the story's meta has them.
 */
export const assignStory = (...state: Parameters<typeof assignSnapshot>) => {
  const snapshot = assignSnapshot(...state);
  return {
    args: { assign: connectAssignLead(snapshot) },
    parameters: renders(assignLeadShows as never, snapshot),
  };
};

export const escalateStory = (...state: Parameters<typeof escalateSnapshot>) => {
  const snapshot = escalateSnapshot(...state);
  return {
    args: { escalate: connectEscalate(snapshot) },
    parameters: renders(escalateShows as never, snapshot),
  };
};

export const paymentLinkStory = (...state: Parameters<typeof paymentLinkSnapshot>) => {
  const snapshot = paymentLinkSnapshot(...state);
  return {
    args: { link: connectPaymentLink(snapshot) },
    parameters: renders(paymentLinkShows as never, snapshot),
  };
};

export const sendMessageStory = (...state: Parameters<typeof sendMessageSnapshot>) => {
  const snapshot = sendMessageSnapshot(...state);
  return {
    args: { message: connectSendMessage(snapshot) },
    parameters: renders(sendMessageShows as never, snapshot),
  };
};

/** The four support buttons as a case shows them before any is used. */
export function IdleActions() {
  return (
    <section aria-label="Support actions" className="flex flex-wrap items-start gap-3">
      <AssignLeadButton view={connectAssignLead(assignSnapshot('idle'))} onAssign={fn()} />
      <PaymentLinkDialog view={connectPaymentLink(paymentLinkSnapshot('closed'))} send={fn()} />
      <EscalateDialog view={connectEscalate(escalateSnapshot('idle'))} send={fn()} />
      <SendMessageDialog
        view={connectSendMessage(sendMessageSnapshot({ closed: 'idle' }))}
        send={fn()}
      />
    </section>
  );
}
