import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CustomerPageRoute } from '../../src/features/customer/CustomerPageRoute.tsx';
import { sampleAnswer } from '../../tests/support/fakeCustomerServer.ts';
import { customerStory, opened } from '../customer/customerPageStories.tsx';

/** The customer page opened on its Device tab (#device), over the sample devices. */
const meta = {
  title: 'Devices/On the customer page',
  component: CustomerPageRoute,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CustomerPageRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DeviceTab: Story = {
  ...customerStory(
    opened(() => {}),
    { hash: '#device', answer: sampleAnswer },
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: 'Device' })).toHaveAttribute('aria-selected', 'true');
    const best = await c.findByRole('article', { name: /a1f3c9e07b2d4e51/ });
    await expect(within(best).getByText('Best device')).toBeVisible();
    await expect(within(best).getByText(/82\.36%/)).toBeVisible();
    // The Filtered Messages dialog opens on Banking with what the messages reveal.
    await userEvent.click(within(best).getByRole('button', { name: 'Filtered Messages' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Filtered Messages' });
    await expect(await within(dialog).findByText('XXXX4821')).toBeVisible();
  },
};
