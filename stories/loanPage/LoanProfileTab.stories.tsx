import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LOAN_COMMENT_TEXTS as C } from '../../machines/loanComment/index.ts';
import { messages } from '../../src/domain/messages.ts';
import { ProfileTabView } from '../../src/features/loanPage/profile/ProfileTabView.tsx';
import { PROFILE_TAB_TEXTS as T } from '../../src/features/loanPage/profile/profileTabTexts.ts';
import { commentActors, loanTabStory } from './loanTabStories.tsx';

/** The loan page's Profile tab (#profile) in each state. */
const meta = {
  title: 'Loan page/Profile tab',
  component: ProfileTabView,
  parameters: { layout: 'padded' },
  args: { commentActors: commentActors('stored') },
} satisfies Meta<typeof ProfileTabView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default story, its comment save refused. */
const refusing = () => {
  const story = loanTabStory();
  return { ...story, args: { ...story.args, commentActors: commentActors('refused') } };
};

const canvas = (el: HTMLElement) => within(el);

/** The profiles are on their way. */
export const Loading: Story = {
  ...loanTabStory({ mood: 'silent' }),
  play: async ({ canvasElement }) => {
    await expect(await canvas(canvasElement).findByText(T.loading)).toBeInTheDocument();
  },
};

/** Two co-borrowers side by side, every section, the credit comment box. */
export const TwoCoborrowers: Story = {
  ...loanTabStory(),
  play: async ({ canvasElement }) => {
    const c = canvas(canvasElement);
    await expect(await c.findByRole('region', { name: T.sections.employment })).toBeVisible();
    await expect(
      c.getByRole('region', { name: T.columnOf(T.sections.personal, 'Bina Devi') }),
    ).toBeVisible();
    await expect(await c.findByRole('region', { name: C.headings.credit })).toBeVisible();
  },
};

/** Six co-borrowers: the grid scrolls sideways, its names column stays. */
export const SixCoborrowers: Story = {
  ...loanTabStory({ count: 6 }),
  play: async ({ canvasElement }) => {
    const c = canvas(canvasElement);
    const grid = await c.findByRole('region', { name: T.sections.employment });
    const pane = within(grid).getByRole('region', { name: T.gridPane(T.sections.employment) });
    await expect(pane.scrollWidth).toBeGreaterThan(pane.clientWidth);
    await expect(
      c.getByRole('region', { name: T.columnOf(T.sections.employment, 'Farida Begum') }),
    ).toBeInTheDocument();
  },
};

/** The profile/comments read failed: the spec's words with Retry. */
export const CommentsLoadFailed: Story = {
  ...loanTabStory({ mood: 'failing' }),
  play: async ({ canvasElement }) => {
    const alerts = await canvas(canvasElement).findAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent(messages.comments.loadFailed);
  },
};

/** B2B: no loan history or payment behaviour in the jump bar or below. */
export const B2b: Story = {
  ...loanTabStory({ role: 'is_b2b' }),
  play: async ({ canvasElement }) => {
    const c = canvas(canvasElement);
    await c.findByRole('region', { name: T.sections.employment });
    await expect(c.queryByRole('button', { name: T.sections.loanHistory })).toBeNull();
  },
};

/** A credit underwriter's comment stored: the spec's words, the lists read again. */
export const CommentPosted: Story = {
  ...loanTabStory(),
  play: async ({ canvasElement }) => {
    const box = within(
      await canvas(canvasElement).findByRole('region', { name: C.headings.credit }),
    );
    await userEvent.selectOptions(box.getByRole('combobox', { name: C.loan }), '41');
    await userEvent.type(box.getByRole('textbox', { name: C.comment }), 'Income verified');
    await userEvent.click(box.getByRole('button', { name: C.add }));
    await expect(await box.findByText(messages.comments.added)).toBeVisible();
  },
};

/** The server refuses the comment (403): the spec's words. */
export const CommentRefused: Story = {
  ...refusing(),
  play: async ({ canvasElement }) => {
    const box = within(
      await canvas(canvasElement).findByRole('region', { name: C.headings.credit }),
    );
    await userEvent.selectOptions(box.getByRole('combobox', { name: C.loan }), '41');
    await userEvent.type(box.getByRole('textbox', { name: C.comment }), 'Income verified');
    await userEvent.click(box.getByRole('button', { name: C.add }));
    await expect(await box.findByRole('alert')).toHaveTextContent(messages.comments.noPermission);
  },
};
