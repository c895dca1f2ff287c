import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CustomerPageRoute } from '../../src/features/customer/CustomerPageRoute.tsx';
import { CUSTOMER_PAGE_TEXTS } from '../../src/features/customer/customerPageTexts.ts';
import { WALLET_TEXTS as T } from '../../src/features/wallet/walletTexts.ts';
import { sampleAnswer } from '../../tests/support/fakeCustomerServer.ts';
import { customerStory, opened } from '../customer/customerPageStories.tsx';

/** The customer page opened on its Wallet tab (#wallet). */
const meta = {
  title: 'Customer/Wallet',
  component: CustomerPageRoute,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CustomerPageRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheCustomerPage: Story = {
  ...customerStory(opened(), { hash: '#wallet', answer: sampleAnswer }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('tab', { name: CUSTOMER_PAGE_TEXTS.tabs.wallet, selected: true }),
    ).toBeVisible();
    await expect(await canvas.findByRole('table', { name: T.days.list })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: T.breakdownButton })).toBeVisible();
  },
};
