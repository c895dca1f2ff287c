import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SOFT_CALL_TEXTS as T } from '../../machines/softCall/index.ts';
import { FeedbackDueNotice } from '../../src/features/softCall/LoopFloating.tsx';

/* What floats over another screen while the loop waits at Customer Support: once the call has
   ended away from it, the way back to its feedback. (The call popup itself has its own stories.) */

const meta = {
  title: 'Soft call/Floating over other screens',
  component: FeedbackDueNotice,
  args: { onReturn: fn() },
} satisfies Meta<typeof FeedbackDueNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FeedbackDueAway: Story = {
  parameters: { machineState: 'softCall.onCase.progress.working.step.feedback' },
  play: async ({ args }) => {
    const notice = within(document.body).getByRole('region', { name: T.feedbackDueTitle });
    await expect(within(notice).getByRole('status')).toHaveTextContent(T.feedbackDue);
    await userEvent.click(within(notice).getByRole('button', { name: T.backToCase }));
    await expect(args.onReturn).toHaveBeenCalledOnce();
  },
};
