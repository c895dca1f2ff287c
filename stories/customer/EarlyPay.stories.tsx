import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type AnyEventObject, getInitialSnapshot, getNextSnapshot } from 'xstate';
import {
  earlyPayPaths,
  EARLY_PAY_SAMPLE as SAMPLE,
} from '../../machines/earlyPay/earlyPay.paths.ts';
import { earlyPayShows } from '../../machines/earlyPay/earlyPay.shows.ts';
import { connectEarlyPay, EARLY_PAY_TEXTS as T } from '../../machines/earlyPay/index.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { EarlyPayForm } from '../../src/features/customer/actions/EarlyPayForm.tsx';
import { viewStory } from '../../tests/support/storyState.ts';

/** The machine (with the sample loans) after these events: a story renders connect() of it. */
function snapshotAfter(...events: AnyEventObject[]) {
  const { machine } = earlyPayPaths;
  return events.reduce(
    (snapshot, event) => getNextSnapshot(machine, snapshot, event as never),
    getInitialSnapshot(machine, undefined as never),
  );
}

const filled = [
  { type: 'loan.change', value: '41' },
  { type: 'date.change', value: SAMPLE.date },
];
const story = (...events: AnyEventObject[]) =>
  viewStory(earlyPayShows as never, connectEarlyPay, snapshotAfter(...events));

const meta = {
  title: 'Customer/Actions/Early-Pay Amount',
  component: EarlyPayForm,
  parameters: { layout: 'padded' },
  args: { view: connectEarlyPay(snapshotAfter()) },
} satisfies Meta<typeof EarlyPayForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: a loan in review is listed but cannot be picked. */
export const Empty: Story = {
  ...story(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const review = canvas.getByRole('option', { name: 'Loan 37 · Ready For Review' });
    await expect(review).toBeDisabled();
  },
};

export const Filled: Story = story(...filled);

/** Asked with a field missing: the spec's words. */
export const Incomplete: Story = {
  ...story({ type: 'amount.request' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(T.incomplete);
  },
};

export const Asking: Story = story(...filled, { type: 'amount.request' });

export const Answered: Story = {
  ...story(
    ...filled,
    { type: 'amount.request' },
    doneEvent('fetchEarlyPayAmount', { early_pay_amount: SAMPLE.amount }),
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/₹23,456\.78$/)).toBeVisible();
  },
};

/** The server's words, the loan and date kept, Retry offered. */
export const Failed: Story = {
  ...story(
    ...filled,
    { type: 'amount.request' },
    errorEvent('fetchEarlyPayAmount', serviceError(SAMPLE.refused, 400)),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(SAMPLE.refused);
    await expect(canvas.getByRole('combobox', { name: T.loan })).toHaveValue('41');
  },
};

const READ_ONLY = 'Lender read-only users cannot use these actions.';

/**
 * Lender read-only: everything locked, the reason read out with the button. A role overlay on the
 * empty form, not a state of the machine, so it claims none.
 */
export const ReadOnly: Story = {
  args: { view: connectEarlyPay(snapshotAfter()), disabledReason: READ_ONLY },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: T.request });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(READ_ONLY);
  },
};
