import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LOAN_COMMENT_TEXTS as C } from '../../machines/loanComment/index.ts';
import { messages } from '../../src/domain/messages.ts';
import { CreditCommentsView } from '../../src/features/loanPage/comments/CreditCommentsView.tsx';
import { PROFILE_TAB_TEXTS as T } from '../../src/features/loanPage/profile/profileTabTexts.ts';
import { commentActors, loanTabStory } from './loanTabStories.tsx';

/** The loan page's Credit Comments tab (#credCmnts) in each state. */
const meta = {
  title: 'Loan page/Credit Comments tab',
  component: CreditCommentsView,
  parameters: { layout: 'padded' },
  args: { actors: commentActors('stored') },
} satisfies Meta<typeof CreditCommentsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default story, its comment save refused. */
const refusing = () => {
  const story = loanTabStory();
  return { ...story, args: { ...story.args, actors: commentActors('refused') } };
};

const canvas = (el: HTMLElement) => within(el);
const TITLE = 'Credit Comments';

async function post(canvasElement: HTMLElement, loan: string | null) {
  const box = within(await canvas(canvasElement).findByRole('region', { name: C.headings.credit }));
  if (loan) await userEvent.selectOptions(box.getByRole('combobox', { name: C.loan }), loan);
  await userEvent.type(box.getByRole('textbox', { name: C.comment }), 'Income verified');
  await userEvent.click(box.getByRole('button', { name: C.add }));
  return box;
}

export const Loading: Story = {
  ...loanTabStory({ mood: 'silent' }),
  play: async ({ canvasElement }) => {
    await expect(await canvas(canvasElement).findByText(T.loading)).toBeInTheDocument();
  },
};

/** Every co-borrower's credit comments and the credit comment box. */
export const Loaded: Story = {
  ...loanTabStory({ count: 3 }),
  play: async ({ canvasElement }) => {
    const c = canvas(canvasElement);
    const leader = await c.findByRole('region', { name: T.columnOf(TITLE, 'Aalok Malik') });
    await expect(leader).toHaveTextContent('Salary slips match the bank');
  },
};

export const SixCoborrowers: Story = loanTabStory({ count: 6 });

export const CommentsLoadFailed: Story = {
  ...loanTabStory({ mood: 'failing' }),
  play: async ({ canvasElement }) => {
    await expect(await canvas(canvasElement).findByRole('alert')).toHaveTextContent(
      messages.comments.loadFailed,
    );
  },
};

/** Add without a loan: 'Please select loan id first to comment.'. */
export const NoLoanPicked: Story = {
  ...loanTabStory(),
  play: async ({ canvasElement }) => {
    const box = await post(canvasElement, null);
    await expect(box.getByRole('alert')).toHaveTextContent(messages.comments.selectLoanFirst);
  },
};

export const Posted: Story = {
  ...loanTabStory(),
  play: async ({ canvasElement }) => {
    const box = await post(canvasElement, '41');
    await expect(await box.findByText(messages.comments.added)).toBeVisible();
  },
};

export const PostingRefused: Story = {
  ...refusing(),
  play: async ({ canvasElement }) => {
    const box = await post(canvasElement, '12');
    await expect(await box.findByRole('alert')).toHaveTextContent(messages.comments.noPermission);
  },
};

/** A recovery agent reads the credit comments but has no box to post one. */
export const ReadOnlyForRecoveryAgent: Story = {
  ...loanTabStory({ role: 'is_recovery_agent' }),
  play: async ({ canvasElement }) => {
    const c = canvas(canvasElement);
    await c.findByRole('region', { name: TITLE });
    await expect(c.queryByRole('region', { name: C.headings.credit })).toBeNull();
  },
};
