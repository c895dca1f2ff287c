import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  CALL_ACTION_TEXTS as A,
  type AssignLeadView,
  type EscalateView,
  escalationManagers,
  NO_MANAGERS,
  type PaymentLinkView,
  SAMPLE_LINK,
  SAMPLE_MANAGERS,
  type SendMessageView,
} from '../../machines/callActions/index.ts';
import { AssignLeadButton } from '../../src/features/softCall/components/AssignLeadButton.tsx';
import { EscalateDialog } from '../../src/features/softCall/components/EscalateDialog.tsx';
import { PaymentLinkDialog } from '../../src/features/softCall/components/PaymentLinkDialog.tsx';
import { SendMessageDialog } from '../../src/features/softCall/components/SendMessageDialog.tsx';
import { PRESET_MESSAGES } from '../../src/features/softCall/presetMessages.ts';
import { assignView, escalateView, paymentLinkView, sendMessageView } from './softCallStates.tsx';

/* The support buttons of the call screen and their dialogs, one story per state of each
   action's machine. Props are connect() of a machine snapshot. */

type Props = {
  assign: AssignLeadView;
  escalate: EscalateView;
  link: PaymentLinkView;
  message: SendMessageView;
};

function ActionsBar({ assign, escalate, link, message }: Props) {
  return (
    <section aria-label="Support actions" className="flex flex-wrap items-start gap-3">
      <AssignLeadButton view={assign} onAssign={fn()} />
      <PaymentLinkDialog view={link} send={fn()} />
      <EscalateDialog view={escalate} send={fn()} />
      <SendMessageDialog view={message} send={fn()} />
    </section>
  );
}

const meta = {
  title: 'Soft call/Support actions',
  component: ActionsBar,
  args: {
    assign: assignView('idle'),
    escalate: escalateView('idle'),
    link: paymentLinkView('closed'),
    message: sendMessageView({ closed: 'idle' }),
  },
} satisfies Meta<typeof ActionsBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const dialog = () => within(page().getByRole('dialog'));
const managers = escalationManagers(SAMPLE_MANAGERS);
const chosen = '4102 (loan_disbursed)';

export const Idle: Story = {
  parameters: {
    machineState: [
      'assignLead.idle',
      'escalate.idle',
      'paymentLink.closed',
      'sendMessage.closed.idle',
    ],
  },
  play: async () => {
    for (const name of [
      'Assign As New Lead Call',
      'Create Payment Link',
      'Escalete To Manager',
      'Send Message',
    ]) {
      await expect(page().getByRole('button', { name })).toBeEnabled();
    }
  },
};

export const Assigning: Story = {
  args: { assign: assignView('assigning') },
  parameters: { machineState: 'assignLead.assigning' },
};

export const AssignFailed: Story = {
  args: {
    assign: assignView('failed', { error: 'This customer is already assigned as a new lead' }),
  },
  parameters: { machineState: 'assignLead.failed' },
  play: async () => {
    await expect(page().getByRole('alert')).toHaveTextContent('already assigned');
  },
};

export const Assigned: Story = {
  args: { assign: assignView('assigned', { message: 'Assigned as new lead' }) },
  parameters: { machineState: 'assignLead.assigned' },
  play: async () => {
    await expect(page().getByRole('button', { name: 'Assign As New Lead Call' })).toBeDisabled();
    await expect(page().getByRole('status')).toHaveTextContent('Assigned as new lead');
  },
};

export const LoadingManagers: Story = {
  args: { escalate: escalateView('loadingManagers') },
  parameters: { machineState: 'escalate.loadingManagers' },
};

export const ManagersFailed: Story = {
  args: { escalate: escalateView('loadFailed', { error: 'Service unavailable' }) },
  parameters: { machineState: 'escalate.loadFailed' },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent(
      'Could not load the managers: Service unavailable',
    );
  },
};

export const ChoosingManager: Story = {
  args: { escalate: escalateView('choosing', { managers }) },
  parameters: { machineState: 'escalate.choosing' },
  play: async () => {
    await expect(page().getByRole('dialog')).toHaveAccessibleName(A.managerDialogTitle);
    await expect(dialog().getAllByRole('radio')).toHaveLength(3);
    await expect(dialog().getByRole('button', { name: A.escalate })).toBeDisabled();
  },
};

export const ManagerChosen: Story = {
  args: { escalate: escalateView('choosing', { managers, selected: '9000000024' }) },
  parameters: { machineState: 'escalate.choosing' },
};

export const NoManagers: Story = {
  args: { escalate: escalateView('choosing', { managers: escalationManagers(NO_MANAGERS) }) },
  parameters: { machineState: 'escalate.choosing' },
};

export const Escalating: Story = {
  args: { escalate: escalateView('escalating', { managers, selected: '9000000022' }) },
  parameters: { machineState: 'escalate.escalating' },
};

export const EscalateFailed: Story = {
  args: {
    escalate: escalateView('failed', {
      managers,
      selected: '9000000022',
      error: 'Already escalated to Arjun Mehta',
    }),
  },
  parameters: { machineState: 'escalate.failed' },
};

export const Escalated: Story = {
  args: { escalate: escalateView('escalated', { managers, message: 'Escalated to Kavita Rao' }) },
  parameters: { machineState: 'escalate.escalated' },
  play: async () => {
    await expect(page().getByRole('button', { name: 'Escalete To Manager' })).toBeDisabled();
  },
};

export const PaymentLinkForm: Story = {
  args: { link: paymentLinkView({ form: 'editing' }) },
  parameters: { machineState: 'paymentLink.form.editing' },
  play: async () => {
    const picker = dialog().getByLabelText(A.loanId) as HTMLSelectElement;
    const topup = [...picker.options].find((o) => o.value.includes('topup'))!;
    await expect(topup.disabled).toBe(true);
    await expect(dialog().getByRole('button', { name: 'Get Payment Link' })).toBeDisabled();
  },
};

export const PaymentLinkFilled: Story = {
  args: { link: paymentLinkView({ form: 'editing' }, { loanChoice: chosen, amount: '1500' }) },
  parameters: { machineState: 'paymentLink.form.editing' },
};

export const PaymentLinkFailed: Story = {
  args: { link: paymentLinkView({ form: 'failed' }, { loanChoice: chosen, amount: '1500' }) },
  parameters: { machineState: 'paymentLink.form.failed' },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent('error in getting payment link');
  },
};

export const PaymentLinkRequesting: Story = {
  args: { link: paymentLinkView('requesting', { loanChoice: chosen, amount: '1500' }) },
  parameters: { machineState: 'paymentLink.requesting' },
};

const withLink = { loanChoice: chosen, amount: '1500', link: SAMPLE_LINK };

export const PaymentLinkReady: Story = {
  args: { link: paymentLinkView('ready', withLink) },
  parameters: { machineState: 'paymentLink.ready' },
  play: async () => {
    await expect(dialog().getByLabelText(A.paymentLink)).toHaveValue(SAMPLE_LINK);
    await expect(dialog().getByRole('button', { name: A.copyLink })).toBeEnabled();
  },
};

export const PaymentLinkCopying: Story = {
  args: { link: paymentLinkView('copying', withLink) },
  parameters: { machineState: 'paymentLink.copying' },
};

export const PaymentLinkCopied: Story = {
  args: { link: paymentLinkView('copied', withLink) },
  parameters: { machineState: 'paymentLink.copied' },
  play: async () => {
    await expect(dialog().getByRole('status')).toHaveTextContent(A.copied);
  },
};

export const PaymentLinkCopyFailed: Story = {
  args: { link: paymentLinkView('copyFailed', withLink) },
  parameters: { machineState: 'paymentLink.copyFailed' },
};

export const ChooseMessage: Story = {
  args: { message: sendMessageView('choosing', { choice: 1 }) },
  parameters: { machineState: 'sendMessage.choosing' },
  play: async () => {
    await expect(page().getByRole('dialog')).toHaveAccessibleName('Choose Message');
    await expect(dialog().getByRole('radio', { name: PRESET_MESSAGES[1]! })).toBeChecked();
    await userEvent.click(dialog().getByRole('radio', { name: PRESET_MESSAGES[2]! }));
  },
};

export const MessageSent: Story = {
  args: { message: sendMessageView({ closed: 'sent' }, { choice: 0 }) },
  parameters: { machineState: 'sendMessage.closed.sent' },
};
