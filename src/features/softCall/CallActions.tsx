import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import {
  assignLeadMachine,
  type CallActionActors,
  connectAssignLead,
  connectEscalate,
  connectPaymentLink,
  connectSendMessage,
  escalateMachine,
  paymentLinkMachine,
  sendMessageMachine,
} from '../../../machines/callActions/index.ts';
import { SOFT_CALL_TEXTS, type SoftCall } from '../../../machines/softCall/index.ts';
import { useView } from '../../ui/hooks/useView.ts';
import { AssignLeadButton } from './components/AssignLeadButton.tsx';
import { EscalateDialog } from './components/EscalateDialog.tsx';
import { PaymentLinkDialog } from './components/PaymentLinkDialog.tsx';
import { SendMessageDialog } from './components/SendMessageDialog.tsx';
import { PRESET_MESSAGES } from './presetMessages.ts';

export type CallActionsProps = {
  /** The case the actions are for; mount one per case (key it by the case id). */
  call: SoftCall;
  calls: CallActionActors;
  /** Opens a link in a new tab (the messaging app). */
  openWindow: (url: string) => void;
};

/**
 * The support buttons of the call screen (spec part 1 §2): 'Assign As New Lead Call',
 * 'Create Payment Link', 'Escalete To Manager', 'Send Message', each its own small machine.
 */
export function CallActions({ call, calls, openWindow }: CallActionsProps) {
  const [logic] = useState(() => ({
    assign: assignLeadMachine.provide({ actors: { assignNewLead: calls.assignNewLead } }),
    escalate: escalateMachine.provide({
      actors: { listManagers: calls.listManagers, escalateToManager: calls.escalateToManager },
    }),
    link: paymentLinkMachine.provide({
      actors: { getPaymentLink: calls.getPaymentLink, copyText: calls.copyText },
    }),
    message: sendMessageMachine.provide({
      actions: { openMessageLink: (_, { url }) => openWindow(url) },
    }),
  }));
  const assign = useActorRef(logic.assign, { input: { username: call.username } });
  const escalate = useActorRef(logic.escalate, { input: { customerUsername: call.username } });
  const link = useActorRef(logic.link, { input: { username: call.username, loans: call.loans } });
  const message = useActorRef(logic.message, {
    input: { number: call.profile.mobile, texts: PRESET_MESSAGES },
  });
  const assignView = useView(assign, connectAssignLead)!;
  const escalateView = useView(escalate, connectEscalate)!;
  const linkView = useView(link, connectPaymentLink)!;
  const messageView = useView(message, connectSendMessage)!;
  return (
    <section
      aria-label={SOFT_CALL_TEXTS.supportActions}
      className="flex flex-wrap items-start gap-3"
    >
      <AssignLeadButton view={assignView} onAssign={() => assign.send({ type: 'lead.assign' })} />
      <PaymentLinkDialog view={linkView} send={link.send} />
      <EscalateDialog view={escalateView} send={escalate.send} />
      <SendMessageDialog view={messageView} send={message.send} />
    </section>
  );
}
