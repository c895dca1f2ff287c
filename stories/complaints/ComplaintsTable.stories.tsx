import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { REGISTER_COMPLAINT_SAMPLE as S } from '../../machines/registerComplaint/registerComplaint.paths.ts';
import type { ComplaintsTableProps } from '../../src/features/complaints/ComplaintsTable.tsx';
import { ComplaintsTable } from '../../src/features/complaints/index.ts';

const ROWS = [
  S.answer,
  {
    ...S.answer,
    id: 900,
    status: 'IN_PROGRESS',
    complaint: 'Recovery agent called the customer after 9 pm several times',
    registered_by: null,
  },
  {
    ...S.answer,
    id: 899,
    status: 'RESOLVED',
    complaint: 'Aadhaar uploaded belongs to another member',
  },
  {
    ...S.answer,
    id: 898,
    status: 'CLOSED',
    complaint: 'Duplicate complaint raised from the customer app',
  },
] as const;

/** One page of complaints, with the moves each status allows (a manager) or none (a reader). */
const meta = {
  title: 'Complaints/Complaints table',
  component: ComplaintsTable,
  args: {
    results: ROWS,
    page: 1,
    pages: 3,
    count: 44,
    busy: false,
    moving: null,
    onMove: (() => {}) as ComplaintsTableProps['onMove'],
    onPage: () => {},
  },
} satisfies Meta<typeof ComplaintsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Manager: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Start work complaint 901' })).toBeEnabled();
    await expect(c.getByRole('button', { name: 'Resolve complaint 900' })).toBeEnabled();
    await expect(c.getByRole('button', { name: 'Reopen complaint 899' })).toBeEnabled();
    await expect(c.getByRole('button', { name: 'Close complaint 899' })).toBeEnabled();
    await expect(c.getByText('Customer app')).toBeVisible();
  },
};

/** A move in flight: every move waits for it. */
export const Moving: Story = {
  args: { moving: 900 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Resolve complaint 900' })).toBeDisabled();
    await expect(c.getByRole('button', { name: 'Start work complaint 901' })).toBeDisabled();
  },
};

export const Reader: Story = {
  args: { onMove: null },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('columnheader', { name: 'Move to' })).toBeNull();
    await expect(c.queryAllByRole('button', { name: /complaint \d+/ })).toHaveLength(0);
  },
};
