import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type AnyEventObject, getInitialSnapshot, getNextSnapshot } from 'xstate';
import { connectLoanComment, LOAN_COMMENT_TEXTS as T } from '../../machines/loanComment/index.ts';
import {
  loanCommentPaths,
  LOAN_COMMENT_SAMPLE as SAMPLE,
} from '../../machines/loanComment/loanComment.paths.ts';
import { loanCommentShows } from '../../machines/loanComment/loanComment.shows.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { LoanCommentForm } from '../../src/features/loanComments/index.ts';
import { viewStory } from '../../tests/support/storyState.ts';

/** The machine (a recovery comment on the sample loans) after these events. */
function snapshotAfter(...events: AnyEventObject[]) {
  const { machine } = loanCommentPaths;
  return events.reduce(
    (snapshot, event) => getNextSnapshot(machine, snapshot, event as never),
    getInitialSnapshot(machine, undefined as never),
  );
}

const written = { type: 'comment.change', value: SAMPLE.comment };
const picked = { type: 'loan.change', value: '41' };
const add = { type: 'comment.add' };
const story = (...events: AnyEventObject[]) =>
  viewStory(loanCommentShows as never, connectLoanComment, snapshotAfter(...events));

const meta = {
  title: 'Calls/Loan comment',
  component: LoanCommentForm,
  parameters: { layout: 'padded' },
  args: { view: connectLoanComment(snapshotAfter()) },
} satisfies Meta<typeof LoanCommentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing written yet: Add waits for text. */
export const Empty: Story = {
  ...story(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: T.add })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: T.loan })).toHaveValue('');
  },
};

export const Written: Story = story(picked, written);

/** Add pressed with no loan picked: the spec's words, the text kept. */
export const NoLoan: Story = {
  ...story(written, add),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(T.selectLoanFirst);
    await expect(canvas.getByRole('textbox', { name: T.comment })).toHaveValue(SAMPLE.comment);
  },
};

export const Adding: Story = story(picked, written, add);

/** Stored: the text cleared for another comment, the loan still picked. */
export const Added: Story = {
  ...story(picked, written, add, doneEvent('addLoanComment', SAMPLE.answer)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(T.added);
    await expect(canvas.getByRole('textbox', { name: T.comment })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: T.loan })).toHaveValue('41');
  },
};

/** Refused (403): the spec's words, whatever the server said; no Retry. */
export const Denied: Story = {
  ...story(picked, written, add, errorEvent('addLoanComment', serviceError(SAMPLE.forbidden, 403))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(T.noPermission);
    await expect(canvas.queryByRole('button', { name: T.retry })).toBeNull();
  },
};

/** Any other failure: the server's words with Retry, the loan and the text kept. */
export const Failed: Story = {
  ...story(picked, written, add, errorEvent('addLoanComment', serviceError(SAMPLE.refused, 400))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(SAMPLE.refused);
    await expect(canvas.getByRole('textbox', { name: T.comment })).toHaveValue(SAMPLE.comment);
  },
};
