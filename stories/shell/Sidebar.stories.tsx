import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Sidebar, type SidebarProps } from '../../src/app/shell/Sidebar.tsx';
import { BASE, MOBILE, sectionsFor, withRouter } from './shellFixtures.tsx';

/** Keeps the drawer's open state, as the app will. */
function SidebarWithState(props: SidebarProps) {
  const [collapsed, setCollapsed] = useState(props.collapsed);
  return (
    <Sidebar {...props} collapsed={collapsed} onToggle={() => setCollapsed((value) => !value)} />
  );
}

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  render: (args) => <SidebarWithState {...args} />,
  decorators: [withRouter()],
  parameters: { layout: 'fullscreen' },
  args: {
    sections: sectionsFor('is_admin'),
    activeKey: 'search-loan',
    basePath: BASE,
    mentionCount: 3,
    collapsed: true,
    onToggle: () => {},
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Team' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search Loan' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Mentions 3 unread' })).toBeVisible();
  },
};

export const DisbursalManager: Story = {
  args: { sections: sectionsFor('is_disbursal_manager'), activeKey: 'approved-loans' },
};

export const Lender: Story = {
  args: { sections: sectionsFor('is_lender'), activeKey: 'disbursed-loans', mentionCount: 0 },
};

export const Investor: Story = {
  args: { sections: sectionsFor('is_investor'), activeKey: 'investors', mentionCount: 0 },
};

export const GroupCollapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chat = canvas.getByRole('button', { name: 'Chat' });
    await userEvent.click(chat);
    await expect(chat).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Tasks' })).toBeNull();
  },
};

/** Below 1200 px: only the menu button shows. */
export const MobileCollapsed: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** The drawer opened from the menu button; Esc closes it and focus returns. */
export const MobileDrawerOpen: Story = {
  globals: MOBILE,
  args: { sections: sectionsFor('is_credit_manager'), activeKey: 'loan-applications' },
  play: async ({ canvasElement, step }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Dashboard menu' });
    await expect(within(drawer).getByRole('link', { name: 'Loan Applications' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await step('Esc closes and returns focus', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(screen.queryByRole('dialog')).toBeNull();
      await expect(button).toHaveFocus();
    });
    await userEvent.click(button);
    await screen.findByRole('dialog', { name: 'Dashboard menu' });
  },
};
