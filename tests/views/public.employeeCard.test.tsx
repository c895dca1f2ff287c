// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serviceError } from '../../machines/pathSpec.ts';
import { EmployeeCardRoute } from '../../src/features/public/EmployeeCardRoute.tsx';
import { formatJoiningDate } from '../../src/features/public/employeeCardFormat.ts';
import { CARD_TEXTS as T } from '../../src/features/public/publicTexts.ts';
import type { EmployeeCard } from '../../src/features/public/useEmployeeCard.ts';

const CARD: EmployeeCard = {
  photo: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
  name: 'Ravi Kumar',
  qr_code: 'http://localhost/lender/kosh/7',
  cluster: 'Jaipur North',
  date_of_joining: '2024-03-05',
  current_Status: true,
  employee_code: 'KE-0007',
  username: '9812345678',
  phone: '9812345678',
  support_contact: '1800-123-4567',
};

type Call = {
  userId: number;
  signal: AbortSignal;
  resolve: (card: EmployeeCard) => void;
  reject: (error: unknown) => void;
};

/** The route with a loader whose answers the test gives. */
function renderCard(userId: string) {
  const calls: Call[] = [];
  const loadEmployeeCard = (id: number, signal: AbortSignal) =>
    new Promise<EmployeeCard>((resolve, reject) => {
      calls.push({ userId: id, signal, resolve, reject });
    });
  const page = render(<EmployeeCardRoute userId={userId} loadEmployeeCard={loadEmployeeCard} />);
  return {
    ...page,
    calls,
    show: (id: string) =>
      page.rerender(<EmployeeCardRoute userId={id} loadEmployeeCard={loadEmployeeCard} />),
  };
}

const answer = (call: Call, outcome: { card: EmployeeCard } | { error: unknown }) =>
  act(async () => ('card' in outcome ? call.resolve(outcome.card) : call.reject(outcome.error)));

const rowValue = (label: string) => screen.getByText(label).nextElementSibling;

describe('employee ID card', () => {
  it('shows a skeleton while loading, then the card of an active employee', async () => {
    const page = renderCard('7');
    expect(screen.getByRole('status')).toHaveTextContent(T.loading);
    expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    expect(page.calls.map((c) => c.userId)).toEqual([7]);

    await answer(page.calls[0]!, { card: CARD });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', { name: CARD.name })).toBeVisible();
    expect(screen.getByRole('img', { name: T.photoAlt(CARD.name) })).toHaveAttribute(
      'src',
      CARD.photo,
    );
    expect(rowValue(T.employeeCode)).toHaveTextContent(CARD.employee_code);
    expect(rowValue(T.status)).toHaveTextContent(/^Active$/);
    expect(rowValue(T.dateOfJoining)).toHaveTextContent('05-03-2024');
    expect(screen.getByRole('link', { name: CARD.phone })).toHaveAttribute(
      'href',
      'tel:9812345678',
    );
    expect(screen.getByRole('link', { name: CARD.support_contact })).toHaveAttribute(
      'href',
      'tel:18001234567',
    );
    expect(screen.getByRole('img', { name: T.qrAlt(CARD.name) })).toHaveAttribute(
      'data-qr-text',
      CARD.qr_code,
    );
  });

  it('says Inactive when the employee has left', async () => {
    const page = renderCard('8');
    await answer(page.calls[0]!, { card: { ...CARD, current_Status: false } });
    expect(rowValue(T.status)).toHaveTextContent(/^Inactive$/);
  });

  it('shows a not-found card for an unknown id', async () => {
    const page = renderCard('999');
    await answer(page.calls[0]!, { error: serviceError('Employee not found', 404) });
    expect(screen.getByRole('heading', { name: T.notFoundTitle })).toBeVisible();
    expect(screen.getByText(T.notFoundBody)).toBeVisible();
  });

  it('does not ask the server about a link that cannot name an employee', () => {
    const page = renderCard('abc');
    expect(screen.getByRole('heading', { name: T.notFoundTitle })).toBeVisible();
    expect(page.calls).toEqual([]);
  });

  it("shows the server's words on another failure, and tries again on request", async () => {
    const page = renderCard('7');
    await answer(page.calls[0]!, { error: serviceError('Service unavailable', 503) });
    expect(screen.getByRole('alert')).toHaveTextContent('Service unavailable');
    await userEvent.setup().click(screen.getByRole('button', { name: T.retry }));
    expect(screen.getByRole('status')).toHaveTextContent(T.loading);
    expect(page.calls).toHaveLength(2);
    await answer(page.calls[1]!, { card: CARD });
    expect(screen.getByRole('heading', { name: CARD.name })).toBeVisible();
  });

  it('loads the new card when the link changes, dropping the old request', async () => {
    const page = renderCard('7');
    page.show('8');
    expect(page.calls[0]!.signal.aborted).toBe(true);
    await answer(page.calls[0]!, { card: CARD }); // too late: ignored
    expect(screen.getByRole('status')).toHaveTextContent(T.loading);
    await answer(page.calls[1]!, { card: { ...CARD, name: 'Meena Sharma' } });
    expect(screen.getByRole('heading', { name: 'Meena Sharma' })).toBeVisible();
  });

  it('aborts the request when the page is left', () => {
    const page = renderCard('7');
    page.unmount();
    expect(page.calls[0]!.signal.aborted).toBe(true);
  });
});

describe('joining date', () => {
  it('reads day-month-year', () => {
    expect(formatJoiningDate('2024-03-05')).toBe('05-03-2024');
    expect(formatJoiningDate('1999-12-31')).toBe('31-12-1999');
    expect(formatJoiningDate('')).toBe('-');
    expect(formatJoiningDate('05/03/2024')).toBe('-');
  });
});
