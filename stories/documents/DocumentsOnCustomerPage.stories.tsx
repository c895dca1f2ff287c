import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CustomerPageRoute } from '../../src/features/customer/CustomerPageRoute.tsx';
import { LOAN_TEXTS } from '../../src/features/customer/loans/loanTexts.ts';
import { DOCUMENTS_TEXTS as T } from '../../src/features/documents/index.ts';
import { sampleAnswer } from '../../tests/support/fakeCustomerServer.ts';
import { customerStory, opened } from '../customer/customerPageStories.tsx';

/** The documents where the customer page hosts them: the Profile tab and under Self Loans. */
const meta = {
  title: 'Documents/On the customer page',
  component: CustomerPageRoute,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CustomerPageRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProfileDocuments: Story = {
  ...customerStory(
    opened(() => {}),
    { hash: '#profile', answer: sampleAnswer },
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('table', { name: T.customerGridLabel })).toBeVisible();
  },
};

/** Loan documents, opened under Self Loans: the grid of the newest loan. */
export const LoanDocumentsUnderSelfLoans: Story = {
  ...customerStory(
    opened(() => {}),
    { hash: '#loans', answer: sampleAnswer },
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: LOAN_TEXTS.loanDocuments }));
    const section = await c.findByRole('region', { name: LOAN_TEXTS.loanDocuments });
    await expect(
      await within(section).findByRole('table', { name: /^Documents of loan / }),
    ).toBeVisible();
  },
};
