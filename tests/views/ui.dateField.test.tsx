// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField, type DateFieldProps } from '../../src/ui/DateField.tsx';
import { Dialog } from '../../src/ui/Dialog.tsx';

type HarnessProps = Partial<DateFieldProps> & { initial?: string; onDay?: (day: string) => void };

/** The field kept by a parent the way a machine keeps it: YYYY-MM-DD or ''. */
function Harness({ initial = '', onDay, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Promised payment date"
        today="2026-10-20"
        {...props}
        value={value}
        onValueChange={(day) => {
          setValue(day);
          onDay?.(day);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
      <output data-testid="held">{value}</output>
    </>
  );
}

const field = () => screen.getByLabelText('Promised payment date');
const held = () => screen.getByTestId('held').textContent;
const openCalendar = () =>
  screen.getByRole('button', { name: 'Open calendar', description: 'Promised payment date' });

describe('DateField', () => {
  it('takes dd/mm/yyyy as typed and hands out YYYY-MM-DD; half a date is no date', async () => {
    const onDay = vi.fn();
    render(<Harness onDay={onDay} />);
    const user = userEvent.setup();
    expect(field()).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await user.type(field(), '25/10/20');
    expect(held()).toBe('');
    expect(onDay).not.toHaveBeenCalled();
    await user.type(field(), '26');
    expect(held()).toBe('2026-10-25');
    expect(field()).toHaveValue('25/10/2026');
    await user.clear(field());
    await user.type(field(), '5/3/2026');
    expect(held()).toBe('2026-03-05');
    // What the person typed stays as typed while it means the value.
    expect(field()).toHaveValue('5/3/2026');
    await user.clear(field());
    await user.type(field(), '31/02/2026');
    expect(held()).toBe('');
  });

  it('shows a value set from outside as dd/mm/yyyy, and clears with it', async () => {
    render(<Harness initial="2026-01-07" />);
    expect(field()).toHaveValue('07/01/2026');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset' }));
    expect(field()).toHaveValue('');
  });

  it('carries its bounds and describes its format', () => {
    render(<Harness min="2026-10-20" max="2026-11-19" hint="From 20/10/2026 to 19/11/2026" />);
    expect(field()).toHaveAttribute('data-min', '2026-10-20');
    expect(field()).toHaveAttribute('data-max', '2026-11-19');
    expect(field()).toHaveAccessibleDescription('From 20/10/2026 to 19/11/2026 (dd/mm/yyyy)');
    expect(field()).toHaveAttribute('type', 'text');
  });

  it('picks a day from the calendar with the keyboard alone; focus returns to the button', async () => {
    render(<Harness min="2026-10-20" max="2026-11-19" />);
    const user = userEvent.setup();
    await user.tab();
    expect(field()).toHaveFocus();
    await user.tab();
    expect(openCalendar()).toHaveFocus();
    await user.keyboard('{Enter}');
    // The grid is named by the month it shows, which is announced as it changes.
    const grid = screen.getByRole('grid', { name: 'October 2026' });
    // No day chosen: the calendar starts on today, marked as such.
    const today = within(grid).getByRole('button', { name: 'Tuesday, 20 October 2026' });
    expect(today).toHaveFocus();
    expect(today).toHaveAttribute('aria-current', 'date');
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(within(grid).getByRole('button', { name: 'Wednesday, 28 October 2026' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(grid).toHaveAccessibleName('November 2026');
    expect(
      within(grid).getByRole('button', { name: 'Saturday, 28 November 2026, not available' }),
    ).toHaveFocus();
    // A day outside the window is refused: nothing chosen, the calendar stays open.
    await user.keyboard('{Enter}');
    expect(held()).toBe('');
    expect(grid).toBeInTheDocument();
    await user.keyboard('{PageUp}{Home}');
    expect(within(grid).getByRole('button', { name: 'Sunday, 25 October 2026' })).toHaveFocus();
    await user.keyboard('{End}{Enter}');
    expect(held()).toBe('2026-10-31');
    expect(field()).toHaveValue('31/10/2026');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(openCalendar()).toHaveFocus();
  });

  it('reopens on the chosen day; the month buttons change month and keep focus', async () => {
    render(<Harness initial="2026-10-31" />);
    const user = userEvent.setup();
    await user.click(openCalendar());
    const chosen = screen.getByRole('button', { name: 'Saturday, 31 October 2026' });
    expect(chosen).toHaveFocus();
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    const next = screen.getByRole('button', { name: 'Next month' });
    await user.click(next);
    expect(screen.getByText('November 2026')).toBeVisible();
    expect(next).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Monday, 2 November 2026' }));
    expect(held()).toBe('2026-11-02');
  });

  it('Esc closes the calendar inside a dialog and leaves the dialog open', async () => {
    const onClose = vi.fn();
    render(
      <Dialog open title="Promise" onClose={onClose}>
        <Harness />
      </Dialog>,
    );
    const user = userEvent.setup();
    await user.click(openCalendar());
    expect(screen.getByRole('grid')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(openCalendar()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
