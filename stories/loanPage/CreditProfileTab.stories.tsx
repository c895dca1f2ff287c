import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ApiError } from '../../src/api/errors.ts';
import { MAX_CREDIT_SCORE } from '../../src/domain/creditScore.ts';
import { formatDateTime } from '../../src/domain/format.ts';
import { BUREAU_TEXTS as B } from '../../src/features/bureau/bureauTexts.ts';
import CreditProfileTab from '../../src/features/loanPage/tabs/CreditProfileTab.tsx';
import {
  noCreditProfile,
  sampleCreditProfile,
  sampleOldCreditProfile,
} from '../../tests/support/fixtures/bureau.ts';
import { seedFailure } from '../support/withQueryClient.tsx';
import { coBorrowerReads, expectPicked, LEADER, MEMBER, pick } from './coBorrowerTabStories.ts';
import { never, tabStory } from './loanPageStories.tsx';

/** The loan page's Credit Profile tab (#creditProfile): the picked co-borrower's score details. */
const meta = {
  title: 'Loan page/Credit Profile tab',
  component: CreditProfileTab,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CreditProfileTab>;
export default meta;
type Story = StoryObj<typeof meta>;

const key = (person = LEADER) => coBorrowerReads(person).creditScore.queryKey;
const BOTH = [LEADER, MEMBER];
const leaderProfile = sampleCreditProfile.credit_profile!;
/** The member's profile: scored lower (a weaker bureau score, no repayments yet). */
const memberProfile = { ...sampleOldCreditProfile.credit_profile!, user: MEMBER.user };

const total = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: B.total });

export const Loading: Story = {
  ...tabStory(() => {}, { answer: never }),
  play: async ({ canvasElement }) => {
    await expectPicked(canvasElement, BOTH, LEADER);
    await expect(within(canvasElement).getByText(B.loadingCredit)).toBeInTheDocument();
  },
};

/** The leader first: every group of items with its score, and the total. */
export const Leader: Story = {
  ...tabStory((client) => client.setQueryData(key(), sampleCreditProfile)),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expectPicked(canvasElement, BOTH, LEADER);
    await expect(
      c.getByText(B.computedAt(formatDateTime(leaderProfile.computed_at))),
    ).toBeVisible();
    await expect(c.getByRole('table', { name: B.groups.cibil_data })).toBeVisible();
    await expect(total(canvasElement)).toHaveTextContent(
      `${leaderProfile.total_score} / ${MAX_CREDIT_SCORE}`,
    );
  },
};

/** The other co-borrower picked: their own profile and total replace the leader's. */
export const OtherCoBorrower: Story = {
  ...tabStory((client) => {
    client.setQueryData(key(), sampleCreditProfile);
    client.setQueryData(key(MEMBER), { credit_profile: memberProfile });
  }),
  play: async ({ canvasElement }) => {
    await pick(canvasElement, MEMBER);
    await expectPicked(canvasElement, BOTH, MEMBER);
    await expect(
      within(canvasElement).getByText(B.computedAt(formatDateTime(memberProfile.computed_at))),
    ).toBeVisible();
    await expect(total(canvasElement)).toHaveTextContent(
      `${memberProfile.total_score} / ${MAX_CREDIT_SCORE}`,
    );
  },
};

/** A borrower not scored yet: said so. */
export const NotScored: Story = {
  ...tabStory((client) => client.setQueryData(key(), noCreditProfile)),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(B.noProfile)).toBeVisible();
    await expect(within(canvasElement).queryByRole('status', { name: B.total })).toBeNull();
  },
};

/** The read failed: the spec's words, the server's, and Retry. */
export const Failed: Story = {
  ...tabStory((client) => seedFailure(client, key(), new ApiError(502, { error: 'Bad Gateway' }))),
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(B.failed);
    await expect(alert).toHaveTextContent('Bad Gateway');
    await expect(within(alert).getByRole('button', { name: B.retry })).toBeEnabled();
  },
};
