import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FEEDBACK_SAMPLE as SAMPLE, SAMPLE_DRAFTS } from '../../machines/feedback/index.ts';
import { FeedbackForm } from '../../src/features/feedback/FeedbackForm.tsx';
import { feedbackArgs } from './feedbackStates.tsx';

/** 'Submit Your Feedback Here': one story per state of the feedback machine and per message. */
const meta = {
  title: 'Feedback/Feedback form',
  component: FeedbackForm,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FeedbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const FORM = 'feedback.editing.form';

/** Nothing chosen yet: Submit is disabled and says why. */
export const Empty: Story = {
  args: feedbackArgs({ editing: 'form' }),
  parameters: { machineState: FORM },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(canvas.getByText('Please fill the fields correctly')).toBeVisible();
  },
};

/** Contactable: cooperation opens, payment waits for a cooperative customer. */
export const NeedsCooperation: Story = {
  args: feedbackArgs({ editing: 'form' }, { feedback: 'contactable', traceability: 'CON' }),
  parameters: { machineState: FORM },
};

export const NeedsPayment: Story = {
  args: feedbackArgs(
    { editing: 'form' },
    { feedback: 'contactable', traceability: 'CON', cooperation_level: 'cooperative' },
  ),
  parameters: { machineState: FORM },
};

/** Non-contactable needs only the traceability. */
export const ReadyNonContactable: Story = {
  args: feedbackArgs({ editing: 'form' }, SAMPLE_DRAFTS.nonContactable),
  parameters: { machineState: FORM },
};

export const ReadyNonCooperative: Story = {
  args: feedbackArgs({ editing: 'form' }, SAMPLE_DRAFTS.nonCooperative),
  parameters: { machineState: FORM },
};

export const ReadyPaidToFs: Story = {
  args: feedbackArgs({ editing: 'form' }, SAMPLE_DRAFTS.paidToFs),
  parameters: { machineState: FORM },
};

export const ReadyPromiseToPay: Story = {
  args: feedbackArgs(
    { editing: 'form' },
    { ...SAMPLE_DRAFTS.promiseToPay, snooze_date: SAMPLE.snoozeDate },
  ),
  parameters: { machineState: FORM },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** A kept draft whose promise date has gone by: 'Change' reopens the date dialog. */
export const StalePromiseDate: Story = {
  args: feedbackArgs({ editing: 'form' }, SAMPLE_DRAFTS.promiseToPay, {
    today: SAMPLE.lastPromiseDate,
  }),
  parameters: { machineState: FORM },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Please choose a valid date')).toBeVisible();
  },
};

/** A kept draft with paid_to_fs but no usable number. */
export const MissingPaidToFsNumber: Story = {
  args: feedbackArgs({ editing: 'form' }, { ...SAMPLE_DRAFTS.paidToFs, payment_paid_fs: null }),
  parameters: { machineState: FORM },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Please provide a correct number')).toBeVisible();
  },
};

export const SnoozeInThePast: Story = {
  args: feedbackArgs({ editing: 'form' }, { ...SAMPLE_DRAFTS.paid, snooze_date: SAMPLE.yesterday }),
  parameters: { machineState: FORM },
};

const COOPERATIVE = {
  feedback: 'contactable',
  traceability: 'CON',
  cooperation_level: 'cooperative',
} as const;

export const NumberDialog: Story = {
  args: feedbackArgs({ editing: { numberDialog: 'editing' } }, COOPERATIVE, {
    dialog: { payment: 'paid_to_fs', value: SAMPLE.shortNumber },
  }),
  parameters: { machineState: 'feedback.editing.numberDialog.editing' },
};

export const NumberDialogInvalid: Story = {
  args: feedbackArgs({ editing: { numberDialog: 'invalid' } }, COOPERATIVE, {
    dialog: { payment: 'paid_to_fs', value: SAMPLE.lettersNumber },
  }),
  parameters: { machineState: 'feedback.editing.numberDialog.invalid' },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please provide a correct number',
    );
  },
};

export const DateDialog: Story = {
  args: feedbackArgs({ editing: { dateDialog: 'editing' } }, SAMPLE_DRAFTS.paid, {
    dialog: { payment: 'promise_to_pay', value: '' },
  }),
  parameters: { machineState: 'feedback.editing.dateDialog.editing' },
};

export const DateDialogInvalid: Story = {
  args: feedbackArgs({ editing: { dateDialog: 'invalid' } }, COOPERATIVE, {
    dialog: { payment: 'promise_to_pay', value: SAMPLE.tooLateDate },
  }),
  parameters: { machineState: 'feedback.editing.dateDialog.invalid' },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a valid date');
  },
};

/** Handed to the soft-call loop, which saves it: everything is locked. */
export const Submitted: Story = {
  args: feedbackArgs('submitted', SAMPLE_DRAFTS.promiseToPay),
  parameters: { machineState: 'feedback.submitted' },
};
