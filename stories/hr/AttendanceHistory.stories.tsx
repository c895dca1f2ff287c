import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AttendanceHistory } from '../../src/features/hr/index.ts';

const DAY = (day: string, inAt: string | null, offAt: string | null, hours: number | null) => ({
  day,
  signed_in_at: inAt ? `${day}T${inAt}:00.000Z` : null,
  signed_off_at: offAt ? `${day}T${offAt}:00.000Z` : null,
  hours,
});

/** The Employee Page's attendance: days present and absent, today, and each day. */
const meta = {
  title: 'HR/Attendance history',
  component: AttendanceHistory,
  args: {
    history: {
      employee: {
        username: '9000000019',
        name: 'Asha Rao',
        employee_code: 'KE1019',
        role: 'Field sales officer',
        groups: [{ id: 1, name: 'Field sales' }],
        cluster: 'Mumbai',
        date_of_joining: '2025-04-01',
        signed_in_at: '2026-11-29T03:45:00.000Z',
        signed_off_at: null,
        availability: 'available',
      },
      from: '2026-11-25',
      to: '2026-11-29',
      present: 3,
      absent: 1,
      days: [
        DAY('2026-11-29', '03:45', null, null),
        DAY('2026-11-28', '03:40', '12:40', 9),
        DAY('2026-11-27', null, null, null),
        DAY('2026-11-26', '04:10', '12:55', 8.75),
        DAY('2026-11-25', '03:55', null, null),
      ],
    },
  },
} satisfies Meta<typeof AttendanceHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Person: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Attendance' })).toBeVisible();
    await expect(c.getByText('Today').nextSibling).toHaveTextContent('At work');
    await expect(c.getByText('Days present').nextSibling).toHaveTextContent('3');
    await expect(c.getByText('Days absent').nextSibling).toHaveTextContent('1');
    const table = c.getByRole('table', { name: 'Attendance' });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).getByText('Absent')).toBeVisible();
  },
};
