import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ApiError } from '../../src/api/errors.ts';
import { formatDateTime } from '../../src/domain/format.ts';
import { BUREAU_TEXTS as T } from '../../src/features/bureau/bureauTexts.ts';
import { BureauPanel } from '../../src/features/bureau/index.ts';
import {
  noBureau,
  OLD_PULL_DATE,
  SAMPLE_PULL_DATE,
  sampleBureau,
  sampleOldBureau,
} from '../../tests/support/fixtures/bureau.ts';
import { seedFailure } from '../support/withQueryClient.tsx';
import { bureauReads, bureauStory } from './bureauStories.tsx';

/** Customer page → Bureau (#cibil): the bureau record in each state of its read. */
const meta = {
  title: 'Bureau/Bureau',
  component: BureauPanel,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BureauPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const OLD = '2022-03-01T00:00:00.000Z';
const key = (date: string | null = null) => bureauReads(date).bureau.queryKey;

export const Loaded: Story = {
  ...bureauStory((client) => client.setQueryData(key(), sampleBureau())),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('row', { name: /^CRIF Pull Date/ })).toHaveTextContent(
      formatDateTime(SAMPLE_PULL_DATE),
    );
    await expect(c.getByRole('button', { name: T.openReport })).toBeEnabled();
    await expect(
      within(c.getByRole('table', { name: T.accounts })).getAllByRole('row'),
    ).toHaveLength(3);
    await expect(
      within(c.getByRole('table', { name: T.enquiries })).getAllByRole('row'),
    ).toHaveLength(4);
    await expect(c.getByRole('button', { name: 'CRIF PULL' })).toBeEnabled();
  },
};

/** A customer with no bureau record: said so, and CRIF PULL offered. */
export const Empty: Story = {
  ...bureauStory((client) => client.setQueryData(key(), noBureau)),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(T.noRecord)).toBeVisible();
    await expect(c.getByRole('button', { name: 'CRIF PULL' })).toBeEnabled();
  },
};

export const Failed: Story = {
  ...bureauStory((client) =>
    seedFailure(client, key(), new ApiError(502, { error: 'Bad Gateway' })),
  ),
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(T.failed);
    await expect(within(alert).getByRole('button', { name: T.retry })).toBeEnabled();
  },
};

/** An old version: its record, with no report on file then, and no pull offered. */
export const OldVersion: Story = {
  ...bureauStory((client) => client.setQueryData(key(OLD), sampleOldBureau), { historyDate: OLD }),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('row', { name: /^CRIF Pull Date/ })).toHaveTextContent(
      formatDateTime(OLD_PULL_DATE),
    );
    await expect(c.getByRole('row', { name: /^CRIF Report/ })).toHaveTextContent(T.noReport);
    await expect(c.getByText(T.noAccounts)).toBeVisible();
    await expect(c.queryByRole('button', { name: 'CRIF PULL' })).toBeNull();
    await expect(c.getByRole('note')).toHaveTextContent(T.oldVersion);
  },
};

export const Loading: Story = {
  ...bureauStory(() => {}),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(T.loadingBureau)).toBeInTheDocument();
  },
};
