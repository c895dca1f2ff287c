import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FEEDBACK_SAMPLE as SAMPLE } from '../../machines/feedback/index.ts';
import { formatDate } from '../../src/domain/format.ts';
import { FeedbackStandalone } from '../../src/features/feedback/FeedbackStandalone.tsx';
import { createMemoryStorage } from '../../src/platform/storage/memoryStorage.ts';

/* Whole flows through the real form and machine, with drafts kept in a fresh memory store. */

const meta = {
  title: 'Feedback/Feedback form/Flows',
  component: FeedbackStandalone,
  parameters: { layout: 'padded' },
  args: { softCallId: SAMPLE.softCallId, today: SAMPLE.today },
  render: function Fresh(args) {
    const [storage] = useState(createMemoryStorage);
    return <FeedbackStandalone {...args} storage={storage} />;
  },
} satisfies Meta<typeof FeedbackStandalone>;

export default meta;
type Story = StoryObj<typeof meta>;

const radio = (canvasElement: HTMLElement, group: string, name: string) =>
  within(within(canvasElement).getByRole('radiogroup', { name })).getByRole('radio', {
    name: group,
  });

/** A promise to pay through the date dialog: a day outside the window is refused first. */
export const PromiseToPay: Story = {
  args: { onSubmit: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(radio(canvasElement, 'Contactable', 'Contact'));
    await userEvent.click(radio(canvasElement, 'Connected', 'Traceability'));
    await userEvent.click(radio(canvasElement, 'Cooperative', 'Cooperation'));
    await userEvent.click(radio(canvasElement, 'Promise To Pay', 'Payment'));
    const date = await body.findByLabelText('Promised payment date');
    await userEvent.type(date, formatDate(SAMPLE.tooLateDate));
    await userEvent.click(body.getByRole('button', { name: 'Ok' }));
    await expect(await body.findByText('Please choose a valid date')).toBeVisible();
    await userEvent.clear(date);
    await userEvent.type(date, formatDate(SAMPLE.promiseDate));
    await userEvent.click(body.getByRole('button', { name: 'Ok' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        payment: 'promise_to_pay',
        payment_promise_date: SAMPLE.promiseDate,
      }),
    );
  },
};

/** Non-contactable: the traceability is all it needs. */
export const NonContactable: Story = {
  args: { onSubmit: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(radio(canvasElement, 'Non Contactable', 'Contact'));
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await userEvent.click(radio(canvasElement, 'Ringing not recieved', 'Traceability'));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ feedback: 'non_contactable', traceability: 'RNR', payment: null }),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Feedback submitted.');
  },
};
