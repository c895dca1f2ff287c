import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EmployeeCardView } from '../../src/features/public/EmployeeCardView.tsx';
import type { EmployeeCard } from '../../src/features/public/useEmployeeCard.ts';

const PHOTO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c7d2fe"/><circle cx="32" cy="24" r="12" fill="#6366f1"/><rect x="12" y="40" width="40" height="20" rx="10" fill="#6366f1"/></svg>',
  );

const CARD: EmployeeCard = {
  photo: PHOTO,
  name: 'Ravi Kumar',
  qr_code: 'https://kosh.example.in/lender/kosh/7',
  cluster: 'Jaipur North',
  date_of_joining: '2024-03-05',
  current_Status: true,
  employee_code: 'KE-0007',
  username: '9812345678',
  phone: '9812345678',
  support_contact: '1800-123-4567',
};

/** The public employee ID card (/lender/kosh/{user_id}): a data hook, so one story per load state. */
const meta = {
  title: 'Public/Employee ID card',
  component: EmployeeCardView,
  parameters: { layout: 'fullscreen' },
  args: { onRetry: fn() },
} satisfies Meta<typeof EmployeeCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = { args: { state: { status: 'loaded', card: CARD } } };

export const Inactive: Story = {
  args: { state: { status: 'loaded', card: { ...CARD, current_Status: false } } },
};

export const NotFound: Story = { args: { state: { status: 'notFound' } } };

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { state: { status: 'error', message: 'Service unavailable' } },
};
