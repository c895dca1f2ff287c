import { fn } from 'storybook/test';
import type { StateValue } from 'xstate';
import { callSnapshot, connectCall } from '../../machines/call/index.ts';
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
import {
  connectSoftCall,
  type SoftCallContext,
  softCallSnapshot,
} from '../../machines/softCall/index.ts';
import { softCallShows } from '../../machines/softCall/softCall.shows.ts';
import { CallPopupView } from '../../src/features/call/CallPopupView.tsx';
import { FeedbackForm } from '../../src/features/feedback/FeedbackForm.tsx';
import { AssignLeadButton } from '../../src/features/softCall/components/AssignLeadButton.tsx';
import { EscalateDialog } from '../../src/features/softCall/components/EscalateDialog.tsx';
import { PaymentLinkDialog } from '../../src/features/softCall/components/PaymentLinkDialog.tsx';
import { SendMessageDialog } from '../../src/features/softCall/components/SendMessageDialog.tsx';
import { PRESET_MESSAGES } from '../../src/features/softCall/presetMessages.ts';
import type { SoftCallViewProps } from '../../src/features/softCall/SoftCallView.tsx';
import { createMemoryStorage } from '../../src/platform/storage/memoryStorage.ts';
import { renders } from '../../tests/support/storyState.ts';
import { feedbackArgs } from '../feedback/feedbackStates.tsx';

/* Story props made the way the screens make them: connect() of a machine snapshot. */

export const assignView = (value: StateValue, context: Partial<AssignLeadContext> = {}) =>
  connectAssignLead(
    assignLeadMachine.resolveState({
      value,
      context: { username: SAMPLE_CUSTOMER, message: null, error: null, ...context },
    }),
  );

export const escalateView = (value: StateValue, context: Partial<EscalateContext> = {}) =>
  connectEscalate(
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
    }),
  );

export const paymentLinkView = (value: StateValue, context: Partial<PaymentLinkContext> = {}) =>
  connectPaymentLink(
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
    }),
  );

export const sendMessageView = (value: StateValue, context: Partial<SendMessageContext> = {}) =>
  connectSendMessage(
    sendMessageMachine.resolveState({
      value,
      context: { number: SAMPLE_CUSTOMER, texts: PRESET_MESSAGES, choice: null, ...context },
    }),
  );

/** The four support buttons as a case shows them before any is used. */
export function IdleActions() {
  return (
    <section aria-label="Support actions" className="flex flex-wrap items-start gap-3">
      <AssignLeadButton view={assignView('idle')} onAssign={fn()} />
      <PaymentLinkDialog view={paymentLinkView('closed')} send={fn()} />
      <EscalateDialog view={escalateView('idle')} send={fn()} />
      <SendMessageDialog view={sendMessageView({ closed: 'idle' })} send={fn()} />
    </section>
  );
}

type SnapshotOptions = Parameters<typeof softCallSnapshot>[2];

/** The loop screen's props in a state, with the slots the route fills in that state. */
export function loopArgs(
  value: StateValue,
  context: Partial<SoftCallContext> = {},
  options: SnapshotOptions = {},
): SoftCallViewProps {
  return argsOf(softCallSnapshot(value, context, options));
}

/**
 * A loop story: its props made from a machine snapshot, and that snapshot in its parameters,
 * so story coverage reads the state it renders and its declaration is checked after play.
 */
export function loopStory(
  value: StateValue,
  context: Partial<SoftCallContext> = {},
  options: SnapshotOptions = {},
) {
  const snapshot = softCallSnapshot(value, context, options);
  return { args: argsOf(snapshot), parameters: renders(softCallShows as never, snapshot) };
}

function argsOf(snapshot: ReturnType<typeof softCallSnapshot>): SoftCallViewProps {
  const view = connectSoftCall(snapshot);
  const calling = view.stage === 'calling';
  return {
    view,
    send: fn(),
    onUserInfo: fn(),
    onChat: view.call?.user_channel ? fn() : null,
    actions: view.call ? <IdleActions /> : null,
    feedback:
      view.stage === 'feedback' ? (
        <FeedbackForm {...feedbackArgs({ editing: 'form' }, snapshot.context.draft ?? {})} />
      ) : null,
    callPopup: calling ? (
      <CallPopupView
        view={connectCall(callSnapshot('ringing', { number: view.call!.profile.mobile }))}
        send={fn()}
        storage={createMemoryStorage()}
      />
    ) : null,
  };
}
