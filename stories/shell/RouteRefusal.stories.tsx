import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouteRefusal } from '../../src/app/shell/RouteRefusal.tsx';
import { BASE, withRouter } from './shellFixtures.tsx';

const meta = {
  title: 'Shell/RouteRefusal',
  component: RouteRefusal,
  decorators: [withRouter(`${BASE}/members`)],
  args: { landingHref: `${BASE}/approved-loans` },
} satisfies Meta<typeof RouteRefusal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLanding: Story = {};

/** A role whose landing screen is not built yet has nowhere to go back to. */
export const NoLanding: Story = { args: { landingHref: null } };
