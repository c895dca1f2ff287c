import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { SAMPLE_CASE } from '../../machines/softCall/index.ts';
import { LeadCaseExtras } from '../../src/features/leadDesk/index.ts';
import type { DeskCase } from '../../src/features/softCall/index.ts';

/* What the lead desk adds to a case: where the lead came from, and 'Add New GL' (its states are
   in 'Lead desk/Actions'). */

const leadCase = (lead: DeskCase['lead']): DeskCase => ({
  ...SAMPLE_CASE,
  desk: 'lead',
  dial_block: null,
  audit: null,
  support: null,
  lead,
});

// The story never presses the button: a call that never answers.
const calls = {
  addNewGroupLeader: fromPromise<{ message: string }, { username: string }>(
    () => new Promise(() => {}),
  ),
};

const meta = {
  title: 'Lead desk/Case origin',
  component: LeadCaseExtras,
  parameters: { layout: 'padded' },
  args: {
    call: leadCase({
      source: 'referral',
      referred_by: { username: '9000000004', name: 'Ravi Kumar' },
    }),
    calls,
  },
} satisfies Meta<typeof LeadCaseExtras>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Referred: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ravi Kumar (9000000004)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add New GL' })).toBeEnabled();
  },
};

export const NotReferred: Story = {
  args: { call: leadCase({ source: 'assigned', referred_by: null }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nobody')).toBeVisible();
  },
};
