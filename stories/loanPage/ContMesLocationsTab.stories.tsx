import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../src/api/errors.ts';
import { DEVICES_TEXTS as D } from '../../src/features/devices/devicesTexts.ts';
import ContMesLocationsTab from '../../src/features/loanPage/tabs/ContMesLocationsTab.tsx';
import { sampleDevices } from '../../tests/support/fixtures/devices.ts';
import { seedFailure } from '../support/withQueryClient.tsx';
import { coBorrowerReads, expectPicked, LEADER, MEMBER, pick } from './coBorrowerTabStories.ts';
import { never, tabStory } from './loanPageStories.tsx';

/**
 * The loan page's Contacts Messages & Locations tab (#contMesLocations): the picked co-borrower's
 * devices (owners, logins, downloads, messages) and the map of where they reported from.
 */
const meta = {
  title: 'Loan page/Contacts Messages & Locations tab',
  component: ContMesLocationsTab,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ContMesLocationsTab>;
export default meta;
type Story = StoryObj<typeof meta>;

const reads = (person = LEADER) => coBorrowerReads(person);
const BOTH = [LEADER, MEMBER];
const [SHARED_PHONE, OWN_PHONE] = sampleDevices.devices as [
  (typeof sampleDevices.devices)[number],
  (typeof sampleDevices.devices)[number],
];
/** The member logs in on the second phone only. */
const memberDevices = { devices: [OWN_PHONE] };

const deviceCard = (device: typeof SHARED_PHONE) => `${device.model} ${device.device_id}`;
const showMap = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: D.locations })).getByRole('button', {
    name: D.showMap,
  });

export const Loading: Story = {
  ...tabStory(() => {}, { answer: never }),
  play: async ({ canvasElement }) => {
    await expectPicked(canvasElement, BOTH, LEADER);
    await expect(within(canvasElement).getByText(D.loading)).toBeInTheDocument();
    await expect(showMap(canvasElement)).toBeEnabled();
  },
};

/** The leader first: both their devices, the best one marked, and the map on request. */
export const Leader: Story = {
  ...tabStory((client) => client.setQueryData(reads().devices.queryKey, sampleDevices)),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expectPicked(canvasElement, BOTH, LEADER);
    const best = c.getByRole('article', { name: deviceCard(SHARED_PHONE) });
    await expect(within(best).getByText(D.best)).toBeVisible();
    await expect(within(best).getByRole('button', { name: D.filteredMessages })).toBeEnabled();
    await expect(c.getByRole('article', { name: deviceCard(OWN_PHONE) })).toBeVisible();
    await expect(showMap(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The other co-borrower picked: their own devices replace the leader's. */
export const OtherCoBorrower: Story = {
  ...tabStory((client) => {
    client.setQueryData(reads().devices.queryKey, sampleDevices);
    client.setQueryData(reads(MEMBER).devices.queryKey, memberDevices);
  }),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await pick(canvasElement, MEMBER);
    await expectPicked(canvasElement, BOTH, MEMBER);
    await expect(c.getByRole('article', { name: deviceCard(OWN_PHONE) })).toBeVisible();
    await expect(c.queryByRole('article', { name: deviceCard(SHARED_PHONE) })).toBeNull();
  },
};

/** No device recorded: said so; the map may still be asked for. */
export const NoDevices: Story = {
  ...tabStory((client) => client.setQueryData(reads().devices.queryKey, { devices: [] })),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(D.noDevices)).toBeVisible();
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
    await expect(showMap(canvasElement)).toBeEnabled();
  },
};

/** The devices read failed: the spec's words, the server's, and Retry. */
export const Failed: Story = {
  ...tabStory((client) =>
    seedFailure(client, reads().devices.queryKey, new ApiError(502, { error: 'Bad Gateway' })),
  ),
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(D.failed);
    await expect(alert).toHaveTextContent('Bad Gateway');
    await expect(within(alert).getByRole('button', { name: D.retry })).toBeEnabled();
  },
};

/** 'Show map': the reported locations on the map, joined by the path through them. */
export const Locations: Story = {
  ...tabStory((client) => client.setQueryData(reads().devices.queryKey, sampleDevices)),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(showMap(canvasElement));
    const map = await c.findByRole('region', { name: D.mapLabel }, { timeout: 10_000 });
    await expect(c.getByText(/^Path through the reported locations: /)).toBeVisible();
    await waitFor(() => expect(map).toHaveAttribute('data-map-state', 'loaded'), {
      timeout: 15_000,
    });
    await expect(c.getByRole('button', { name: D.hideMap })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** 'Show map' for a borrower whose devices reported no location: said so. */
export const NoLocations: Story = {
  ...tabStory((client) => {
    client.setQueryData(reads().devices.queryKey, sampleDevices);
    client.setQueryData(reads().locations.queryKey, { locations: [] });
  }),
  play: async ({ canvasElement }) => {
    await userEvent.click(showMap(canvasElement));
    await expect(await within(canvasElement).findByText(D.noLocations)).toBeVisible();
  },
};
