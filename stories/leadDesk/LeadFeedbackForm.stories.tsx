import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LEAD_FEEDBACK_SAMPLE as SAMPLE } from '../../machines/leadFeedback/index.ts';
import { LeadFeedbackForm } from '../../src/features/leadDesk/index.ts';
import { leadFeedbackStory } from './leadDeskStates.tsx';

/** The lead desk's 'Submit Your Feedback Here': one story per state of its machine and message. */
const meta = {
  title: 'Lead desk/Lead feedback',
  component: LeadFeedbackForm,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LeadFeedbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const SAME = 'will_continue_same_group' as const;
const page = () => within(document.body);

/** Nothing chosen yet: the nine choices, Submit ready to say what is missing. */
export const Empty: Story = {
  ...leadFeedbackStory({ editing: { form: 'ready' } }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(9);
  },
};

export const Chosen: Story = {
  ...leadFeedbackStory(
    { editing: { form: 'ready' } },
    { feedback: 'customer_said_callback', comment: SAMPLE.comment },
  ),
};

/** will_continue_same_group with its confirmed number, which 'Change' reopens. */
export const SameGroupWithNumber: Story = {
  ...leadFeedbackStory(
    { editing: { form: 'ready' } },
    { feedback: SAME, group_leader_number: SAMPLE.number },
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(SAMPLE.number)).toBeVisible();
  },
};

/** Submit with no choice: the spec's words, nothing typed lost. */
export const SubmittedWithoutChoice: Story = {
  ...leadFeedbackStory({ editing: { form: 'invalid' } }, { comment: SAMPLE.comment }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Please fill the fields correctly',
    );
  },
};

/** A kept draft whose number was lost: Submit asks for a correct number. */
export const SubmittedWithoutNumber: Story = {
  ...leadFeedbackStory({ editing: { form: 'invalid' } }, { feedback: SAME }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Please provide a correct number',
    );
  },
};

export const NumberDialog: Story = {
  ...leadFeedbackStory({ editing: { numberDialog: 'editing' } }, {}, { value: SAMPLE.shortNumber }),
};

export const NumberDialogInvalid: Story = {
  ...leadFeedbackStory(
    { editing: { numberDialog: 'invalid' } },
    {},
    { value: SAMPLE.lettersNumber },
  ),
  play: async () => {
    await expect(within(page().getByRole('dialog')).getByRole('alert')).toHaveTextContent(
      'Please provide a correct number',
    );
  },
};

/** Handed to the desk loop, which saves it: everything is locked. */
export const Submitted: Story = {
  ...leadFeedbackStory('submitted', { feedback: SAME, group_leader_number: SAMPLE.number }),
};
