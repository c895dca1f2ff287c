import { expect, userEvent, within } from 'storybook/test';
import type { LoanCoBorrower } from '../../src/domain/loanPage.ts';
import { bureauQueries } from '../../src/features/bureau/bureauQueries.ts';
import { deviceQueries } from '../../src/features/devices/deviceQueries.ts';
import { LOAN_PAGE_TEXTS as T } from '../../src/features/loanPage/loanPageTexts.ts';
import { fakeCustomerServer } from '../../tests/support/fakeCustomerServer.ts';
import { sampleLoan } from '../../tests/support/fixtures/loanPage.ts';

/* The tabs that show one co-borrower at a time (#cibilStatus, #creditProfile, #contMesLocations). */

/** The sample loan's co-borrowers: its leader, picked first, and one member. */
export const [LEADER, MEMBER] = sampleLoan().co_borrowers as [LoanCoBorrower, LoanCoBorrower];

/** A loan of the leader alone: nobody to pick. */
export const soleBorrowerLoan = () => sampleLoan({ co_borrowers: [LEADER] });

/** One co-borrower's panel reads (current version), whose keys the seeds fill. */
export function coBorrowerReads(person: LoanCoBorrower) {
  const { queries } = fakeCustomerServer();
  return {
    ...bureauQueries(queries, person.user, null),
    ...deviceQueries(queries, person.user, null),
  };
}

/** A co-borrower as the picker names them. */
export const pickerName = (person: LoanCoBorrower) =>
  person.is_leader ? `${person.name} (${T.leaderMark})` : person.name;

const picker = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('radiogroup', { name: T.coBorrowerPicker });

/** The picker offers every co-borrower of the loan, `picked` checked. */
export async function expectPicked(
  canvasElement: HTMLElement,
  people: readonly LoanCoBorrower[],
  picked: LoanCoBorrower,
) {
  const group = within(picker(canvasElement));
  await expect(group.getAllByRole('radio')).toHaveLength(people.length);
  for (const person of people) {
    const radio = group.getByRole('radio', { name: pickerName(person) });
    if (person === picked) await expect(radio).toBeChecked();
    else await expect(radio).not.toBeChecked();
  }
}

/** Picks `person` in the tab's co-borrower picker. */
export async function pick(canvasElement: HTMLElement, person: LoanCoBorrower) {
  await userEvent.click(
    within(picker(canvasElement)).getByRole('radio', { name: pickerName(person) }),
  );
}

/** A loan of one borrower has no picker. */
export async function expectNoPicker(canvasElement: HTMLElement) {
  await expect(
    within(canvasElement).queryByRole('radiogroup', { name: T.coBorrowerPicker }),
  ).toBeNull();
}
