import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SUPPORT_FEEDBACK_SAMPLE as SAMPLE } from '../../machines/supportFeedback/index.ts';
import { SupportFeedbackStandalone } from '../../src/features/support/SupportFeedbackStandalone.tsx';
import { createMemoryStorage } from '../../src/platform/storage/memoryStorage.ts';

/* Whole flows through the real form and machine, with drafts kept in a fresh memory store. */

const meta = {
  title: 'Support calls/Feedback form/Flows',
  component: SupportFeedbackStandalone,
  parameters: { layout: 'padded' },
  args: { softCallId: SAMPLE.softCallId, today: SAMPLE.today },
  render: function Fresh(args) {
    const [storage] = useState(createMemoryStorage);
    return <SupportFeedbackStandalone {...args} storage={storage} />;
  },
} satisfies Meta<typeof SupportFeedbackStandalone>;

export default meta;
type Story = StoryObj<typeof meta>;

const radio = (canvasElement: HTMLElement, group: string, name: string) =>
  within(within(canvasElement).getByRole('radiogroup', { name: group })).getByRole('radio', {
    name,
  });

/** CON without a type of task is refused; NC then clears and disables the types; it saves. */
export const ConnectedThenNotContactable: Story = {
  args: { onSubmit: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Give Feedback');
    await userEvent.click(radio(canvasElement, 'Traceability', 'Connected'));
    await userEvent.type(canvas.getByLabelText('Comment'), SAMPLE.comment);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please mark Type of task.');
    await userEvent.click(radio(canvasElement, 'Type of task', 'Unable To Pay'));
    await userEvent.click(radio(canvasElement, 'Traceability', 'Non Contactable'));
    const unable = radio(canvasElement, 'Type of task', 'Unable To Pay');
    await expect(unable).toHaveAttribute('aria-checked', 'false');
    await expect(unable).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      traceability: 'NC',
      comment: SAMPLE.comment,
      type_of_task: null,
    });
    await expect(canvas.getByRole('status')).toHaveTextContent('Feedback submitted.');
  },
};
