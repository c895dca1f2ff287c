import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatDateTime } from '../../src/domain/format.ts';
import { BUREAU_TEXTS as T } from '../../src/features/bureau/bureauTexts.ts';
import { CustomerPageRoute } from '../../src/features/customer/CustomerPageRoute.tsx';
import {
  SAMPLE_PULL_DATE,
  sampleBureau,
  sampleCreditProfile,
} from '../../tests/support/fixtures/bureau.ts';
import { customerStory, opened } from '../customer/customerPageStories.tsx';
import { bureauReads } from './bureauStories.tsx';

/** The customer page opened on its Bureau (#cibil) and Credit Profile (#credit) tabs. */
const meta = {
  title: 'Bureau/On the customer page',
  component: CustomerPageRoute,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CustomerPageRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

const reads = bureauReads();

export const BureauTab: Story = {
  ...customerStory(
    opened((client) => client.setQueryData(reads.bureau.queryKey, sampleBureau())),
    { hash: '#cibil' },
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: T.bureau })).toHaveAttribute('aria-selected', 'true');
    await expect(c.getByRole('row', { name: /^CRIF Pull Date/ })).toHaveTextContent(
      formatDateTime(SAMPLE_PULL_DATE),
    );
  },
};

export const CreditProfileTab: Story = {
  ...customerStory(
    opened((client) => client.setQueryData(reads.creditScore.queryKey, sampleCreditProfile)),
    { hash: '#credit' },
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: T.creditProfile })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(c.getByRole('table', { name: T.groups.cibil_data })).toBeVisible();
  },
};
