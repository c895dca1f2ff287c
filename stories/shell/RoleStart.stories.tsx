import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AVAILABLE_SCREENS } from '../../src/app/screens.tsx';
import { AppShell } from '../../src/app/shell/AppShell.tsx';
import { RoleStart } from '../../src/app/shell/RoleStart.tsx';
import {
  type RoleFlag,
  roleAreas,
  roleFlagsOf,
  roleLabel,
  sidebarSections,
} from '../../src/domain/access/index.ts';
import { BASE, MOBILE, userMenuProps, withRouter } from './shellFixtures.tsx';

// Every role now has a screen of its own; the start page is the safety net for one that has
// none, shown here as a build without the Investors screen would show it to an investor.
const BUILT: ReadonlySet<string> = new Set(
  [...AVAILABLE_SCREENS].filter((key) => key !== 'investors'),
);

/** /lender/admin for a role with no screen of its own: what it can open, from its menu. */
function StartForRole({ role }: { role: RoleFlag }) {
  const flags = roleFlagsOf(role);
  const { open, notOffered } = roleAreas(flags, BUILT);
  return (
    <AppShell
      sidebar={{
        sections: sidebarSections(flags, { available: BUILT }),
        activeKey: null,
        basePath: BASE,
        collapsed: true,
        onToggle: () => {},
      }}
      header={{
        variant: 'plain',
        userMenu: userMenuProps({ roleLabel: roleLabel(flags), available: BUILT }),
      }}
    >
      <RoleStart roleLabel={roleLabel(flags)} open={open} notOffered={notOffered} basePath={BASE} />
    </AppShell>
  );
}

const meta = {
  title: 'Shell/RoleStart',
  component: StartForRole,
  decorators: [withRouter(BASE)],
  parameters: { layout: 'fullscreen' },
  args: { role: 'is_investors' },
} satisfies Meta<typeof StartForRole>;

export default meta;
type Story = StoryObj<typeof meta>;

const assertInvestorStart = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(canvas.queryByRole('navigation', { name: 'Dashboard menu' })).toBeNull();
  const main = within(canvas.getByRole('main'));
  await expect(main.getByRole('heading', { name: 'Signed in as Investor' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
    'href',
    `${BASE}/user`,
  );
  await expect(
    main.getByText("Your role's menu also lists Investors, which this back office does not offer."),
  ).toBeVisible();
};

export const Investors: Story = {
  play: ({ canvasElement }) => assertInvestorStart(canvasElement),
};

export const Investor: Story = {
  args: { role: 'is_investor' },
  play: ({ canvasElement }) => assertInvestorStart(canvasElement),
};

export const InvestorMobile: Story = {
  globals: MOBILE,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Open menu' })).toBeNull();
    await assertInvestorStart(canvasElement);
  },
};
