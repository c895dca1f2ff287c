import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmployeeDetails } from '../../src/features/hr/index.ts';

/** The Employee Page's person as HR keeps them (user-details). */
const meta = {
  title: 'HR/Employee details',
  component: EmployeeDetails,
  args: {
    cardHref: '/lender/kosh/19',
    details: {
      user_id: 19,
      username: '9000000019',
      name: 'Asha Rao',
      email: 'asha.rao@kosh.example',
      employee_code: 'KE1019',
      referral_code: 'ASHA19',
      roles: ['Field sales officer', 'Referral sales'],
      team: 'field_sales',
      cluster: 'Mumbai',
      groups: [{ id: 1, name: 'Field sales' }],
      date_of_joining: '2025-04-01',
      working: true,
      last_signed_in_at: '2026-11-29T03:45:00.000Z',
    },
  },
} satisfies Meta<typeof EmployeeDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Working: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Asha Rao' })).toBeVisible();
    await expect(c.getByText('Roles').nextSibling).toHaveTextContent(
      'Field sales officer, Referral sales',
    );
    await expect(c.getByRole('link', { name: 'Employee ID card' })).toHaveAttribute(
      'href',
      '/lender/kosh/19',
    );
  },
};

export const LeftNeverSignedIn: Story = {
  args: {
    details: {
      ...meta.args.details,
      name: 'Imran Shaikh',
      team: null,
      groups: [],
      working: false,
      last_signed_in_at: null,
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Status').nextSibling).toHaveTextContent('Left');
    await expect(c.getByText('Last sign-in').nextSibling).toHaveTextContent('Never signed in');
    await expect(c.getByText('Groups').nextSibling).toHaveTextContent('No group');
    await expect(c.getByText('Team').nextSibling).toHaveTextContent('-');
  },
};
