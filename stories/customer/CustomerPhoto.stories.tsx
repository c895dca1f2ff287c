import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { CustomerPageRoute } from '../../src/features/customer/CustomerPageRoute.tsx';
import { photoFileQuery, photoLookupQuery } from '../../src/features/customer/profileQueries.ts';
import { fakeCustomerServer } from '../../tests/support/fakeCustomerServer.ts';
import { SAMPLE_USERNAME, sampleProfile } from '../../tests/support/fixtures/customer.ts';
import {
  SAMPLE_PHOTO_SVG,
  samplePhotoLookup,
} from '../../tests/support/fixtures/customerProfile.ts';
import type { QuerySeed } from '../support/withQueryClient.tsx';
import { customerStory, opened } from './customerPageStories.tsx';

/** The customer page's header photo (two-step lookup) and the profile tab as roles see it. */
const meta = {
  title: 'Customer/Photo and profile',
  component: CustomerPageRoute,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CustomerPageRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const queries = fakeCustomerServer().queries;
const withPhoto: QuerySeed = (client) => {
  client.setQueryData(photoLookupQuery(queries, SAMPLE_USERNAME).queryKey, samplePhotoLookup);
  client.setQueryData(
    photoFileQuery(queries, 7).queryKey,
    new Blob([SAMPLE_PHOTO_SVG], { type: 'image/svg+xml' }) as never,
  );
};
const noPhoto: QuerySeed = (client) =>
  client.setQueryData(photoLookupQuery(queries, SAMPLE_USERNAME).queryKey, { uri: null });

export const WithPhoto: Story = {
  ...customerStory(opened(withPhoto), { hash: '#profile' }),
  play: async ({ canvasElement }) => {
    const photo = await within(canvasElement).findByRole('img', {
      name: `Photo of ${sampleProfile.name}`,
    });
    await expect(photo.getAttribute('src')).toMatch(/^blob:/);
  },
};

export const Initials: Story = {
  ...customerStory(opened(noPhoto), { hash: '#profile' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: `${sampleProfile.name} (no photo)` }),
    ).toHaveTextContent('AV');
    await expect(canvas.getByRole('region', { name: 'Address' })).toHaveTextContent('Maharashtra');
  },
};

export const ProfileForRecoveryAgent: Story = {
  ...customerStory(opened(noPhoto), {
    hash: '#profile',
    staff: { flags: roleFlagsOf('is_recovery_agent'), me: '9000000011' },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('button', { name: /^Edit / })).toEqual([]);
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};
