import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AppShell } from '../../src/app/shell/AppShell.tsx';
import type { LoanListView } from '../../src/app/shell/LoanSearch.tsx';
import { RouteRefusal } from '../../src/app/shell/RouteRefusal.tsx';
import { landingRoute, type RoleFlag, roleFlagsOf } from '../../src/domain/access/index.ts';
import { messages } from '../../src/domain/messages.ts';
import {
  ALL_SCREENS,
  BASE,
  MOBILE,
  sectionsFor,
  userMenuProps,
  withRouter,
} from './shellFixtures.tsx';

type ShellStoryProps = { role: RoleFlag; activeKey: string; refused: boolean };

/** A whole dashboard frame for one role, with the state the app's stores will hold. */
function ShellForRole({ role, activeKey, refused }: ShellStoryProps) {
  const [collapsed, setCollapsed] = useState(true);
  const [loanId, setLoanId] = useState('');
  const [view, setView] = useState<LoanListView>('list');
  const [filterOpen, setFilterOpen] = useState(false);
  const landing = landingRoute(roleFlagsOf(role), { available: ALL_SCREENS });
  return (
    <AppShell
      sidebar={{
        sections: sectionsFor(role),
        activeKey: refused ? null : activeKey,
        basePath: BASE,
        mentionCount: 12,
        collapsed,
        onToggle: () => setCollapsed((value) => !value),
      }}
      header={{
        variant: 'loans',
        userMenu: userMenuProps(),
        loanSearch: {
          loanId,
          onLoanIdChange: setLoanId,
          onSearchLoanId: () => {},
          filterOpen,
          onFilterToggle: () => setFilterOpen((open) => !open),
          view,
          onViewChange: setView,
        },
      }}
    >
      {refused ? (
        <RouteRefusal landingHref={landing ? `${BASE}/${landing}` : null} />
      ) : (
        <p className="text-sm text-slate-600">{messages.common.dataNotAvailable}</p>
      )}
    </AppShell>
  );
}

const meta = {
  title: 'Shell/AppShell',
  component: ShellForRole,
  decorators: [withRouter(`${BASE}/approved-loans`)],
  parameters: { layout: 'fullscreen' },
  args: { role: 'is_disbursal_manager', activeKey: 'approved-loans', refused: false },
} satisfies Meta<typeof ShellForRole>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DisbursalManager: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
  },
};

export const Mobile: Story = { globals: MOBILE };

/** A route the role may not open: the refusal and a way back to its landing route. */
export const RouteRefused: Story = {
  args: { role: 'is_lender', activeKey: 'members', refused: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: messages.common.noAccessToPage }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      `${BASE}/disbursed-loans`,
    );
  },
};
