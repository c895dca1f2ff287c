// @vitest-environment jsdom
// The loan page's Credit Comments tab over the fake server: every co-borrower's credit comments;
// a credit underwriter's credit comment refused without a loan, then stored and the lists read
// again; a refusal (403) in the spec's words; no form for a recovery agent; the load failure.
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOAN_COMMENT_TEXTS as C } from '../../machines/loanComment/index.ts';
import { messages } from '../../src/domain/messages.ts';
import { PROFILE_TAB_TEXTS as T } from '../../src/features/loanPage/profile/profileTabTexts.ts';
import { fail } from '../support/fakeCustomerServer.ts';
import { LOAN_ID, loanTabAnswer, sampleLoanRecord } from '../support/fixtures/loanProfiles.ts';
import { openLoanTab } from '../support/loanTabDriver.tsx';

const PROFILES = `loans/${LOAN_ID}/profiles`;
const TITLE = 'Credit Comments';
const column = (person: string) => screen.getByRole('region', { name: T.columnOf(TITLE, person) });
const box = () => within(screen.getByRole('region', { name: C.headings.credit }));

describe('the Credit Comments tab', () => {
  it("lists each co-borrower's credit comments only", async () => {
    openLoanTab('credit', { loan: sampleLoanRecord(3) });
    await screen.findByRole('region', { name: TITLE });
    expect(column('Aalok Malik')).toHaveTextContent('Salary slips match the bank');
    expect(column('Aalok Malik')).not.toHaveTextContent('Promised to pay Friday');
    expect(within(column('Chetan Rao')).getByText(T.noComments)).toBeVisible();
  });

  it('a credit underwriter is refused without a loan, then the comment is stored and re-read', async () => {
    const { user, fakes, server } = openLoanTab('credit');
    await screen.findByRole('region', { name: C.headings.credit });
    await user.type(box().getByRole('textbox', { name: C.comment }), 'Income verified');
    await user.click(box().getByRole('button', { name: C.add }));
    expect(box().getByRole('alert')).toHaveTextContent(messages.comments.selectLoanFirst);
    await user.selectOptions(box().getByRole('combobox', { name: C.loan }), '41');
    await user.click(box().getByRole('button', { name: C.add }));
    expect(fakes.latest('addLoanComment').input).toEqual({
      kind: 'credit',
      loan_id: 41,
      username: '8157415868',
      comment: 'Income verified',
    });
    const before = server.of(PROFILES).length;
    await act(async () => fakes.latest('addLoanComment').resolve({ message: 'ok' }));
    expect(await box().findByText(messages.comments.added)).toBeVisible();
    expect(server.of(PROFILES).length).toBe(before + 1);
  });

  it("says 'Sorry...You dont have permission to perform this action' on a 403", async () => {
    const { user, fakes } = openLoanTab('credit');
    await screen.findByRole('region', { name: C.headings.credit });
    await user.selectOptions(box().getByRole('combobox', { name: C.loan }), '12');
    await user.type(box().getByRole('textbox', { name: C.comment }), 'Income verified');
    await user.click(box().getByRole('button', { name: C.add }));
    await act(async () =>
      fakes.latest('addLoanComment').reject(Object.assign(new Error('Forbidden'), { status: 403 })),
    );
    expect(box().getByRole('alert')).toHaveTextContent(messages.comments.noPermission);
  });

  it('gives a recovery agent the lists but no credit comment form', async () => {
    openLoanTab('credit', { role: 'is_recovery_agent' });
    await screen.findByRole('region', { name: TITLE });
    expect(screen.queryByRole('region', { name: C.headings.credit })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("says 'Sorry, Fail to load comments.' when the read fails", async () => {
    const loan = sampleLoanRecord(2);
    const answer = loanTabAnswer(loan);
    openLoanTab('credit', {
      loan,
      answer: (r) => (r.read === PROFILES ? fail(400, 'Unknown co-borrower') : answer(r)),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.comments.loadFailed);
    expect(alert).toHaveTextContent('Unknown co-borrower');
  });
});
