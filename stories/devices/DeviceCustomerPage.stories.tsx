import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CustomerPageRoute } from '../../src/features/customer/CustomerPageRoute.tsx';
import { DEVICES_TEXTS } from '../../src/features/devices/devicesTexts.ts';
import { sampleAnswer } from '../../tests/support/fakeCustomerServer.ts';
import { devicesAnswer, sampleUserSummary } from '../../tests/support/fixtures/devices.ts';
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

/** A device user's summary dialog: name, blacklist level and their loans. */
export const DeviceUserSummary: Story = {
  ...customerStory(
    opened(() => {}),
    // The other user of the phone is not the sample customer: their summary comes first.
    { hash: '#device', answer: (request) => devicesAnswer(request) ?? sampleAnswer(request) },
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const best = await c.findByRole('article', { name: /a1f3c9e07b2d4e51/ });
    const other = sampleUserSummary;
    await userEvent.click(
      within(best).getByRole('button', {
        name: DEVICES_TEXTS.openSummary(other.name, other.username),
      }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: DEVICES_TEXTS.userSummary(other.name),
    });
    const loans = await within(dialog).findByRole('table', {
      name: DEVICES_TEXTS.summaryLoans(other.name),
    });
    await expect(within(loans).getAllByRole('row')).toHaveLength(1 + other.loans.length);
  },
};

/** The profile tab's device data: messages first, then the contacts with 'Sync contacts'. */
export const ProfileDeviceData: Story = {
  ...customerStory(
    opened(() => {}),
    { hash: '#profile', answer: sampleAnswer },
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const panel = await c.findByRole('region', { name: DEVICES_TEXTS.profileTitle });
    await expect(
      await within(panel).findByRole('table', { name: DEVICES_TEXTS.profileMessagesTable }),
    ).toBeVisible();
    await userEvent.click(
      within(panel).getByRole('radio', { name: DEVICES_TEXTS.profileViews[1] }),
    );
    await expect(
      await within(panel).findByRole('table', { name: DEVICES_TEXTS.profileContactsTable }),
    ).toBeVisible();
  },
};
