import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FEEDBACK_SAMPLE as SAMPLE, SAMPLE_DRAFTS } from '../../machines/feedback/index.ts';
import { FeedbackForm } from '../../src/features/feedback/FeedbackForm.tsx';
import { feedbackStory } from './feedbackStates.tsx';

/** 'Submit Your Feedback Here': one story per state of the feedback machine and per message. */
const meta = {
  title: 'Feedback/Feedback form',
  component: FeedbackForm,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FeedbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: Submit is disabled and says why. */
export const Empty: Story = {
  ...feedbackStory({ editing: 'form' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(canvas.getByText('Please fill the fields correctly')).toBeVisible();
  },
};

/** Contactable: cooperation opens, payment waits for a cooperative customer. */
export const NeedsCooperation: Story = {
  ...feedbackStory({ editing: 'form' }, { feedback: 'contactable', traceability: 'CON' }),
};

export const NeedsPayment: Story = {
  ...feedbackStory(
    { editing: 'form' },
    { feedback: 'contactable', traceability: 'CON', cooperation_level: 'cooperative' },
  ),
};

/** Non-contactable needs only the traceability. */
export const ReadyNonContactable: Story = {
  ...feedbackStory({ editing: 'form' }, SAMPLE_DRAFTS.nonContactable),
};

export const ReadyNonCooperative: Story = {
  ...feedbackStory({ editing: 'form' }, SAMPLE_DRAFTS.nonCooperative),
};

export const ReadyPaidToFs: Story = {
  ...feedbackStory({ editing: 'form' }, SAMPLE_DRAFTS.paidToFs),
};

export const ReadyPromiseToPay: Story = {
  ...feedbackStory(
    { editing: 'form' },
    { ...SAMPLE_DRAFTS.promiseToPay, snooze_date: SAMPLE.snoozeDate },
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** A kept draft whose promise date has gone by: 'Change' reopens the date dialog. */
export const StalePromiseDate: Story = {
  ...feedbackStory({ editing: 'form' }, SAMPLE_DRAFTS.promiseToPay, {
    today: SAMPLE.lastPromiseDate,
  }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Please choose a valid date')).toBeVisible();
  },
};

/** A kept draft with paid_to_fs but no usable number. */
export const MissingPaidToFsNumber: Story = {
  ...feedbackStory({ editing: 'form' }, { ...SAMPLE_DRAFTS.paidToFs, payment_paid_fs: null }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Please provide a correct number')).toBeVisible();
  },
};

export const SnoozeInThePast: Story = {
  ...feedbackStory({ editing: 'form' }, { ...SAMPLE_DRAFTS.paid, snooze_date: SAMPLE.yesterday }),
};

const COOPERATIVE = {
  feedback: 'contactable',
  traceability: 'CON',
  cooperation_level: 'cooperative',
} as const;

export const NumberDialog: Story = {
  ...feedbackStory({ editing: { numberDialog: 'editing' } }, COOPERATIVE, {
    dialog: { payment: 'paid_to_fs', value: SAMPLE.shortNumber },
  }),
};

export const NumberDialogInvalid: Story = {
  ...feedbackStory({ editing: { numberDialog: 'invalid' } }, COOPERATIVE, {
    dialog: { payment: 'paid_to_fs', value: SAMPLE.lettersNumber },
  }),
  play: async () => {
    const dialog = within(document.body).getByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please provide a correct number',
    );
  },
};

export const DateDialog: Story = {
  ...feedbackStory({ editing: { dateDialog: 'editing' } }, SAMPLE_DRAFTS.paid, {
    dialog: { payment: 'promise_to_pay', value: '' },
  }),
};

export const DateDialogInvalid: Story = {
  ...feedbackStory({ editing: { dateDialog: 'invalid' } }, COOPERATIVE, {
    dialog: { payment: 'promise_to_pay', value: SAMPLE.tooLateDate },
  }),
  play: async () => {
    const dialog = within(document.body).getByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a valid date');
  },
};

/** Handed to the soft-call loop, which saves it: everything is locked. */
export const Submitted: Story = {
  ...feedbackStory('submitted', SAMPLE_DRAFTS.promiseToPay),
};
