import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  CALL_ACTION_TEXTS as A,
  type AssignLeadView,
  connectAssignLead,
  connectEscalate,
  connectPaymentLink,
  connectSendMessage,
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
import {
  assignSnapshot,
  assignStory,
  escalateSnapshot,
  escalateStory,
  paymentLinkSnapshot,
  paymentLinkStory,
  sendMessageSnapshot,
  sendMessageStory,
} from './callActionStates.tsx';

/* The support buttons of the call screen and their dialogs, one story per state of each
   action's machine. Props are connect() of a machine snapshot, kept in the story's parameters. */

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
    assign: connectAssignLead(assignSnapshot('idle')),
    escalate: connectEscalate(escalateSnapshot('idle')),
    link: connectPaymentLink(paymentLinkSnapshot('closed')),
    message: connectSendMessage(sendMessageSnapshot({ closed: 'idle' })),
  },
} satisfies Meta<typeof ActionsBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const dialog = () => within(page().getByRole('dialog'));
const managers = escalationManagers(SAMPLE_MANAGERS);
const chosen = '4102 (loan_disbursed)';

/** Before any is used: the same screen is the first state of each of the four machines. */
export const Idle: Story = {
  ...assignStory('idle'),
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

export const Assigning: Story = assignStory('assigning');

export const AssignFailed: Story = {
  ...assignStory('failed', { error: 'This customer is already assigned as a new lead' }),
  play: async () => {
    await expect(page().getByRole('alert')).toHaveTextContent('already assigned');
  },
};

export const Assigned: Story = {
  ...assignStory('assigned', { message: 'Assigned as new lead' }),
  play: async () => {
    await expect(page().getByRole('button', { name: 'Assign As New Lead Call' })).toBeDisabled();
    await expect(page().getByRole('status')).toHaveTextContent('Assigned as new lead');
  },
};

export const EscalateIdle: Story = escalateStory('idle');

export const LoadingManagers: Story = escalateStory('loadingManagers');

export const ManagersFailed: Story = {
  ...escalateStory('loadFailed', { error: 'Service unavailable' }),
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent(
      'Could not load the managers: Service unavailable',
    );
  },
};

export const ChoosingManager: Story = {
  ...escalateStory('choosing', { managers }),
  play: async () => {
    await expect(page().getByRole('dialog')).toHaveAccessibleName(A.managerDialogTitle);
    await expect(dialog().getAllByRole('radio')).toHaveLength(3);
    await expect(dialog().getByRole('button', { name: A.escalate })).toBeDisabled();
  },
};

export const ManagerChosen: Story = escalateStory('choosing', { managers, selected: '9000000024' });

export const NoManagers: Story = escalateStory('choosing', {
  managers: escalationManagers(NO_MANAGERS),
});

export const Escalating: Story = escalateStory('escalating', { managers, selected: '9000000022' });

export const EscalateFailed: Story = escalateStory('failed', {
  managers,
  selected: '9000000022',
  error: 'Already escalated to Arjun Mehta',
});

export const Escalated: Story = {
  ...escalateStory('escalated', { managers, message: 'Escalated to Kavita Rao' }),
  play: async () => {
    await expect(page().getByRole('button', { name: 'Escalete To Manager' })).toBeDisabled();
  },
};

export const PaymentLinkClosed: Story = paymentLinkStory('closed');

export const PaymentLinkForm: Story = {
  ...paymentLinkStory({ form: 'editing' }),
  play: async () => {
    const picker = dialog().getByLabelText(A.loanId) as HTMLSelectElement;
    const topup = [...picker.options].find((o) => o.value.includes('topup'))!;
    await expect(topup.disabled).toBe(true);
    await expect(dialog().getByRole('button', { name: 'Get Payment Link' })).toBeDisabled();
  },
};

export const PaymentLinkFilled: Story = paymentLinkStory(
  { form: 'editing' },
  { loanChoice: chosen, amount: '1500' },
);

export const PaymentLinkFailed: Story = {
  ...paymentLinkStory({ form: 'failed' }, { loanChoice: chosen, amount: '1500' }),
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent('error in getting payment link');
  },
};

export const PaymentLinkRequesting: Story = paymentLinkStory('requesting', {
  loanChoice: chosen,
  amount: '1500',
});

const withLink = { loanChoice: chosen, amount: '1500', link: SAMPLE_LINK };

export const PaymentLinkReady: Story = {
  ...paymentLinkStory('ready', withLink),
  play: async () => {
    await expect(dialog().getByLabelText(A.paymentLink)).toHaveValue(SAMPLE_LINK);
    await expect(dialog().getByRole('button', { name: A.copyLink })).toBeEnabled();
  },
};

export const PaymentLinkCopying: Story = paymentLinkStory('copying', withLink);

export const PaymentLinkCopied: Story = {
  ...paymentLinkStory('copied', withLink),
  play: async () => {
    await expect(dialog().getByRole('status')).toHaveTextContent(A.copied);
  },
};

export const PaymentLinkCopyFailed: Story = paymentLinkStory('copyFailed', withLink);

export const MessageIdle: Story = sendMessageStory({ closed: 'idle' });

export const ChooseMessage: Story = {
  ...sendMessageStory('choosing', { choice: 1 }),
  play: async () => {
    await expect(page().getByRole('dialog')).toHaveAccessibleName('Choose Message');
    await expect(dialog().getByRole('radio', { name: PRESET_MESSAGES[1]! })).toBeChecked();
    await userEvent.click(dialog().getByRole('radio', { name: PRESET_MESSAGES[2]! }));
  },
};

export const MessageSent: Story = sendMessageStory({ closed: 'sent' }, { choice: 0 });
