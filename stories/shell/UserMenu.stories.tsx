import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserMenu } from '../../src/app/shell/UserMenu.tsx';
import { userMenuProps, withRouter } from './shellFixtures.tsx';

const meta = {
  title: 'Shell/UserMenu',
  component: UserMenu,
  decorators: [
    withRouter(),
    (Story) => (
      <div className="flex min-h-96 justify-end">
        <Story />
      </div>
    ),
  ],
  args: userMenuProps({ onSignOut: fn() }),
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnlineConnected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Online' })).toBeVisible();
    await expect(canvas.getByText('Connected')).toBeVisible();
  },
};

export const OfflineDisconnected: Story = {
  args: { attendanceStatus: false, connection: 'disconnected' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Offline' })).toBeVisible();
    await expect(canvas.getByText('Disconnected')).toBeVisible();
  },
};

/** Reconnecting still reads Disconnected: the spec shows two words only. */
export const Reconnecting: Story = {
  args: { connection: 'reconnecting' },
};

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /User menu/ }));
    const menu = await canvas.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'View Profile',
      'Chat Profile',
      'Account Setting',
      'Login Activity',
      'Sign Out',
    ]);
    await expect(within(menu).getByText(`email ${args.email}`)).toBeVisible();
    await expect(within(menu).getByText(args.roleLabel)).toBeVisible();
  },
};

/** Only the screens that exist are offered; Sign Out always is. */
export const OpenFewScreens: Story = {
  args: { available: new Set(['user']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /User menu/ }));
    const menu = await canvas.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View Profile', 'Sign Out']);
  },
};

export const SignOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /User menu/ }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

/** A field officer, not signed in: the menu offers Sign in for attendance. */
export const AttendanceSignIn: Story = {
  args: { attendanceStatus: false, canMarkAttendance: true, markAttendance: fn(async () => {}) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Offline' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /User menu/ }));
    const menu = await canvas.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign in for attendance' }));
    await expect(args.markAttendance).toHaveBeenCalledWith('sign_in');
  },
};

/** Signed in: the dot is green and the menu offers Sign off attendance. */
export const AttendanceSignOff: Story = {
  args: { attendanceStatus: true, canMarkAttendance: true, markAttendance: fn(async () => {}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Online' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /User menu/ }));
    const menu = await canvas.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Sign off attendance' })).toBeVisible();
  },
};

/** A mark on its way: said under the menu. */
export const AttendanceMarking: Story = {
  args: {
    attendanceStatus: false,
    canMarkAttendance: true,
    markAttendance: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /User menu/ }));
    const menu = await canvas.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign in for attendance' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Signing in for attendance…');
  },
};

/** A refused mark: the server's words under the menu, until dismissed. */
export const AttendanceRefused: Story = {
  args: {
    attendanceStatus: true,
    canMarkAttendance: true,
    markAttendance: fn(async () => {
      throw new Error('You have not signed in for attendance today.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /User menu/ }));
    const menu = await canvas.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign off attendance' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You have not signed in for attendance today.',
    );
  },
};
