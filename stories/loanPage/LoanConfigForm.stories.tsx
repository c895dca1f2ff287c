import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type AnyEventObject, getInitialSnapshot, getNextSnapshot } from 'xstate';
import { connectLoanConfig, LOAN_CONFIG_TEXTS as T } from '../../machines/loanConfig/index.ts';
import {
  loanConfigPaths,
  LOAN_CONFIG_SAMPLE as SAMPLE,
} from '../../machines/loanConfig/loanConfig.paths.ts';
import { loanConfigShows } from '../../machines/loanConfig/loanConfig.shows.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { LoanConfigForm } from '../../src/features/loanPage/components/LoanConfigForm.tsx';
import { viewStory } from '../../tests/support/storyState.ts';

/** The form (an approved loan with a lender, no EMI start date) after these events. */
function snapshotAfter(...events: AnyEventObject[]) {
  const { machine } = loanConfigPaths;
  return events.reduce(
    (snapshot, event) => getNextSnapshot(machine, snapshot, event as never),
    getInitialSnapshot(machine, undefined as never),
  );
}

const LENDERS = ['Northern Arc', 'Vivriti Capital'];
const story = (...events: AnyEventObject[]) => ({
  ...viewStory(loanConfigShows as never, connectLoanConfig, snapshotAfter(...events)),
  args: { view: connectLoanConfig(snapshotAfter(...events)), lenders: LENDERS },
});
const dated = { type: 'emiDate.change', value: SAMPLE.emiStartDate };
const save = { type: 'config.save' };

const meta = {
  title: 'Loan page/Loan Config form',
  component: LoanConfigForm,
  parameters: { layout: 'padded' },
  args: { view: connectLoanConfig(snapshotAfter()), lenders: LENDERS },
} satisfies Meta<typeof LoanConfigForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The EMI start date missing: Save waits, and says why. */
export const Incomplete: Story = {
  ...story(),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: T.save })).toBeDisabled();
    await expect(c.getByText(T.incomplete)).toBeVisible();
  },
};

export const Ready: Story = story(dated);

export const Saving: Story = story(dated, save);

export const Saved: Story = {
  ...story(dated, save, doneEvent('saveLoanConfig', { id: SAMPLE.loanId })),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(T.saved);
  },
};

/** Refused: the server's words with Retry; the values stay. */
export const Refused: Story = {
  ...story(dated, save, errorEvent('saveLoanConfig', serviceError(SAMPLE.refused, 400))),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(SAMPLE.refused);
    await expect(c.getByRole('button', { name: T.retry })).toBeEnabled();
  },
};
