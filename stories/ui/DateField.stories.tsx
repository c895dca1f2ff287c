import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { DateField, type DateFieldProps } from '../../src/ui/DateField.tsx';

function Controlled(props: Omit<DateFieldProps, 'value' | 'onValueChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <div className="flex flex-col gap-2 p-4">
      <DateField {...rest} value={value} onValueChange={setValue} />
      <p className="text-xs text-slate-500">
        Held as <output data-testid="held">{value || '(none)'}</output>
      </p>
    </div>
  );
}

const meta = {
  title: 'UI/DateField',
  component: Controlled,
  args: { label: 'Promised payment date', today: '2026-10-20' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

const held = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('held');

/** Typed as dd/mm/yyyy whatever the browser's locale; held as YYYY-MM-DD. */
export const Typed: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Promised payment date');
    await userEvent.type(input, '25/10/2026');
    await expect(held(canvasElement)).toHaveTextContent('2026-10-25');
    await expect(input).toHaveValue('25/10/2026');
  },
};

/** The promise window: days outside it are shown but cannot be picked. */
export const CalendarWithinWindow: Story = {
  args: { min: '2026-10-20', max: '2026-11-19', hint: 'From 20/10/2026 to 19/11/2026' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open calendar' }));
    const grid = canvas.getByRole('grid', { name: 'October 2026' });
    await expect(
      within(grid).getByRole('button', { name: 'Tuesday, 20 October 2026' }),
    ).toHaveFocus();
    const before = within(grid).getByRole('button', {
      name: 'Monday, 19 October 2026, not available',
    });
    await userEvent.click(before);
    await expect(held(canvasElement)).toHaveTextContent('(none)');
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(held(canvasElement)).toHaveTextContent('2026-10-27');
    await expect(canvas.getByLabelText('Promised payment date')).toHaveValue('27/10/2026');
  },
};

export const WithError: Story = {
  args: { error: 'Please choose a valid date' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Promised payment date');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Format dd/mm/yyyy Please choose a valid date');
  },
};

export const Disabled: Story = { args: { initial: '2026-10-25', disabled: true } };
