import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SUPPORT_DRAFTS } from '../../machines/supportFeedback/index.ts';
import { SupportFeedbackForm } from '../../src/features/support/SupportFeedbackForm.tsx';
import { supportFeedbackStory } from './supportFeedbackStates.tsx';

/** The support call's 'Submit Your Feedback Here': one story per state and per message. */
const meta = {
  title: 'Support calls/Feedback form',
  component: SupportFeedbackForm,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SupportFeedbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const taskTypes = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('radiogroup', { name: 'Type of task' })).getAllByRole(
    'radio',
  );

/** Nothing chosen: the type of task waits for a connected customer. */
export const Empty: Story = {
  ...supportFeedbackStory({ editing: 'form' }),
  play: async ({ canvasElement }) => {
    for (const radio of taskTypes(canvasElement)) {
      await expect(radio).toHaveAttribute('aria-disabled', 'true');
    }
    await expect(within(canvasElement).getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** Connected: the types of task open. */
export const Connected: Story = {
  ...supportFeedbackStory({ editing: 'form' }, SUPPORT_DRAFTS.connectedNoTask),
  play: async ({ canvasElement }) => {
    for (const radio of taskTypes(canvasElement)) {
      await expect(radio).not.toHaveAttribute('aria-disabled', 'true');
    }
  },
};

export const ReadyConnected: Story = {
  ...supportFeedbackStory({ editing: 'form' }, SUPPORT_DRAFTS.connected),
};

export const ReadyNotContactable: Story = {
  ...supportFeedbackStory({ editing: 'form' }, SUPPORT_DRAFTS.notContactable),
};

/** Submit without a comment (or a traceability). */
export const NeedsFeedback: Story = {
  ...supportFeedbackStory({ editing: 'needsFeedback' }, SUPPORT_DRAFTS.noComment),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Give Feedback');
  },
};

/** Submit with CON and no type of task. */
export const NeedsTaskType: Story = {
  ...supportFeedbackStory({ editing: 'needsTaskType' }, SUPPORT_DRAFTS.connectedNoTask),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Please mark Type of task.',
    );
  },
};

/** Handed to the desk loop, which saves it: everything is locked. */
export const Submitted: Story = {
  ...supportFeedbackStory('submitted', SUPPORT_DRAFTS.connected),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Comment')).toBeDisabled();
  },
};
