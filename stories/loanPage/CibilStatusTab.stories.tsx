import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ApiError } from '../../src/api/errors.ts';
import { formatDateTime } from '../../src/domain/format.ts';
import { BUREAU_TEXTS as B } from '../../src/features/bureau/bureauTexts.ts';
import CibilStatusTab from '../../src/features/loanPage/tabs/CibilStatusTab.tsx';
import { noBureau, SAMPLE_PULL_DATE, sampleBureau } from '../../tests/support/fixtures/bureau.ts';
import { seedFailure } from '../support/withQueryClient.tsx';
import {
  coBorrowerReads,
  expectNoPicker,
  expectPicked,
  LEADER,
  MEMBER,
  pick,
  soleBorrowerLoan,
} from './coBorrowerTabStories.ts';
import { never, tabStory } from './loanPageStories.tsx';

/** The loan page's CIBIL Status tab (#cibilStatus): the bureau panel of the co-borrower picked. */
const meta = {
  title: 'Loan page/CIBIL Status tab',
  component: CibilStatusTab,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CibilStatusTab>;
export default meta;
type Story = StoryObj<typeof meta>;

const key = (person = LEADER) => coBorrowerReads(person).bureau.queryKey;
/** The member's own pull, earlier than the leader's. */
const MEMBER_PULL_DATE = '2026-10-05T07:15:00.000Z';
const BOTH = [LEADER, MEMBER];

const pullDate = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('row', { name: /^CRIF Pull Date/ });
const crifPull = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'CRIF PULL' });

/** The leader's record on its way; the picker already offers both. */
export const Loading: Story = {
  ...tabStory(() => {}, { answer: never }),
  play: async ({ canvasElement }) => {
    await expectPicked(canvasElement, BOTH, LEADER);
    await expect(within(canvasElement).getByText(B.loadingBureau)).toBeInTheDocument();
  },
};

/** The leader first: their record, its report, CRIF PULL. */
export const Leader: Story = {
  ...tabStory((client) => client.setQueryData(key(), sampleBureau())),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expectPicked(canvasElement, BOTH, LEADER);
    await expect(pullDate(canvasElement)).toHaveTextContent(formatDateTime(SAMPLE_PULL_DATE));
    await expect(c.getByRole('table', { name: B.accounts })).toBeVisible();
    await expect(c.getByRole('button', { name: B.openReport })).toBeEnabled();
    await expect(crifPull(canvasElement)).toBeEnabled();
  },
};

/** The other co-borrower picked: their own record replaces the leader's. */
export const OtherCoBorrower: Story = {
  ...tabStory((client) => {
    client.setQueryData(key(), sampleBureau());
    client.setQueryData(key(MEMBER), sampleBureau(MEMBER_PULL_DATE));
  }),
  play: async ({ canvasElement }) => {
    await pick(canvasElement, MEMBER);
    await expectPicked(canvasElement, BOTH, MEMBER);
    await expect(pullDate(canvasElement)).toHaveTextContent(formatDateTime(MEMBER_PULL_DATE));
    await expect(crifPull(canvasElement)).toBeEnabled();
  },
};

/** A borrower never pulled from the bureau: said so, and CRIF PULL offered. */
export const NoRecord: Story = {
  ...tabStory((client) => client.setQueryData(key(), noBureau)),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(B.noRecord)).toBeVisible();
    await expect(crifPull(canvasElement)).toBeEnabled();
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

/** A loan of one borrower: no picker, their record straight away. */
export const SoleBorrower: Story = {
  ...tabStory((client) => client.setQueryData(key(), sampleBureau()), {
    loan: soleBorrowerLoan(),
  }),
  play: async ({ canvasElement }) => {
    await expectNoPicker(canvasElement);
    await expect(pullDate(canvasElement)).toHaveTextContent(formatDateTime(SAMPLE_PULL_DATE));
  },
};
