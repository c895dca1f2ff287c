// @vitest-environment jsdom
// The loan page's Profile tab over the fake server: loading, every section with a column per
// co-borrower (2 and 6), B2B without loan history, the comments' load failure and Retry, a
// field edit in one co-borrower's column, the jump bar, the user-wise loan history; and the
// loan comment machine's generated paths replayed through the tab's comment composer.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { LOAN_COMMENT_TEXTS as C, connectLoanComment } from '../../machines/loanComment/index.ts';
import {
  loanCommentPaths,
  LOAN_COMMENT_SAMPLE as SAMPLE,
} from '../../machines/loanComment/loanComment.paths.ts';
import { loanCommentShows } from '../../machines/loanComment/loanComment.shows.ts';
import { messages } from '../../src/domain/messages.ts';
import { PROFILE_TAB_TEXTS as T } from '../../src/features/loanPage/profile/profileTabTexts.ts';
import { deferred } from '../support/deferred.ts';
import { type Answer, fail } from '../support/fakeCustomerServer.ts';
import {
  COBORROWER_LOAN_IDS,
  LOAN_ID,
  loanTabAnswer,
  sampleLoanRecord,
} from '../support/fixtures/loanProfiles.ts';
import {
  type CommentFakes,
  commentFakes,
  loanTabElement,
  openLoanTab,
} from '../support/loanTabDriver.tsx';
import type { ReplayContext, ViewDriver } from '../support/replayThroughView.ts';
import { replayThroughView } from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

const PROFILES = `loans/${LOAN_ID}/profiles`;
const region = (name: string) => screen.getByRole('region', { name });
const column = (section: string, person: string) => region(T.columnOf(section, person));
const jumpNames = () =>
  within(screen.getByRole('navigation', { name: T.jumpBar }))
    .getAllByRole('button')
    .map((b) => b.textContent);
const loaded = () => screen.findByRole('region', { name: T.sections.employment });

describe('the Profile tab', () => {
  it('says it is loading until the profiles come, then shows a column per co-borrower', async () => {
    const reply = deferred<Answer>();
    const loan = sampleLoanRecord(2);
    const answer = loanTabAnswer(loan);
    openLoanTab('profile', {
      loan,
      answer: (r) => (r.read === PROFILES ? reply.promise : answer(r)),
    });
    expect(await screen.findByText(T.loading)).toBeInTheDocument();
    await act(async () => reply.resolve(answer({ read: PROFILES } as never)));
    await loaded();
    for (const section of [
      T.sections.employment,
      T.sections.comments,
      T.sections.aadhaar,
      T.sections.personal,
      T.sections.pan,
      T.sections.bank,
      T.sections.alternateBank,
      T.sections.address,
    ]) {
      expect(column(section, 'Aalok Malik')).toBeInTheDocument();
      expect(column(section, 'Bina Devi')).toBeInTheDocument();
    }
    expect(
      within(column(T.sections.employment, 'Bina Devi')).getByText('Employer 2'),
    ).toBeVisible();
    // Annual salary is shown as the spec labels it.
    expect(
      within(column(T.sections.employment, 'Bina Devi')).getByText('Monthly Salary'),
    ).toBeInTheDocument();
  });

  it('lists the jump bar of the spec, loan history and payment behaviour included', async () => {
    openLoanTab('profile');
    await loaded();
    expect(jumpNames()).toEqual([
      'Public Comments',
      'Aadhaar Info',
      'Personal Info',
      'Pan Card Info',
      'Bank Info',
      'Alternate Bank Info',
      'Address Info',
      'Loan History',
      'Payment Behaviour',
    ]);
    expect(
      await screen.findByRole('region', { name: T.sections.paymentBehaviour }),
    ).toBeInTheDocument();
  });

  it('shows B2B no loan history and asks for none', async () => {
    const { server } = openLoanTab('profile', { role: 'is_b2b' });
    await loaded();
    expect(jumpNames()).not.toContain('Loan History');
    expect(jumpNames()).not.toContain('Payment Behaviour');
    expect(screen.queryByRole('region', { name: T.sections.loanHistory })).toBeNull();
    expect(server.of('loan-history')).toHaveLength(0);
  });

  it("says 'Sorry, Fail to load comments.' when the profiles fail, and Retry reads them again", async () => {
    const loan = sampleLoanRecord(2);
    const answer = loanTabAnswer(loan);
    const failures = [fail(500, 'Database busy')];
    const { user, server } = openLoanTab('profile', {
      loan,
      answer: (r) => (r.read === PROFILES ? (failures.shift() ?? answer(r)) : answer(r)),
      role: 'is_b2b',
    });
    // The first read and its two retries fail alike.
    failures.push(fail(500, 'Database busy'), fail(500, 'Database busy'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.comments.loadFailed);
    await user.click(within(alert).getByRole('button', { name: T.retry }));
    await loaded();
    expect(server.of(PROFILES).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps six co-borrowers side by side in one grid that scrolls sideways', async () => {
    openLoanTab('profile', { loan: sampleLoanRecord(6) });
    const grid = await loaded();
    const names = within(grid)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual([
      'Aalok MalikLeader',
      'Bina Devi',
      'Chetan Rao',
      'Divya Nair',
      'Emran Khan',
      'Farida Begum',
    ]);
    // The pane that scrolls is in the tab order, named for its section.
    const pane = within(grid).getByRole('region', { name: T.gridPane(T.sections.employment) });
    expect(pane).toHaveAttribute('tabindex', '0');
  });

  it("edits a co-borrower's name in their column, saved with each word capitalised", async () => {
    const { user, server } = openLoanTab('profile');
    await loaded();
    const bina = () => column(T.sections.personal, 'Bina Devi');
    await user.click(within(bina()).getByRole('button', { name: 'Edit Name' }));
    const field = within(bina()).getByRole('textbox', { name: 'Name' });
    await user.clear(field);
    await user.type(field, 'bina kumari devi');
    await user.click(within(bina()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bina()).toHaveTextContent('Bina Kumari Devi'));
    expect(within(bina()).getByRole('status')).toHaveTextContent('Name saved.');
    expect(server.of('customers/profile').map((r) => r.body)).toEqual([
      { username: '9100000002', field: 'name', value: 'Bina Kumari Devi' },
    ]);
    // The leader's column is untouched.
    expect(column(T.sections.personal, 'Aalok Malik')).not.toHaveTextContent('Bina Kumari Devi');
  });

  it("says 'Error in changing profile details' when a save fails, keeping what was typed", async () => {
    const loan = sampleLoanRecord(2);
    const answer = loanTabAnswer(loan);
    const { user } = openLoanTab('profile', {
      loan,
      answer: (r) => (r.read === 'customers/profile' ? fail(500, 'down') : answer(r)),
    });
    await loaded();
    const bina = () => column(T.sections.personal, 'Bina Devi');
    await user.click(within(bina()).getByRole('button', { name: 'Edit Name' }));
    const field = within(bina()).getByRole('textbox', { name: 'Name' });
    await user.clear(field);
    await user.type(field, 'bina k');
    await user.click(within(bina()).getByRole('button', { name: 'Save' }));
    expect(await within(bina()).findByText(messages.customer.profileChangeFailed)).toBeVisible();
    expect(within(bina()).getByRole('textbox', { name: 'Name' })).toHaveValue('bina k');
  });

  it('offers no edit to a recovery agent', async () => {
    openLoanTab('profile', { role: 'is_recovery_agent' });
    await loaded();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });

  it('jumps to a section: scrolled into view and focused', async () => {
    const { user } = openLoanTab('profile');
    await loaded();
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    await user.click(screen.getByRole('button', { name: 'Address Info' }));
    expect(scrolled).toEqual(['loan-profile-address']);
    expect(region(T.sections.address)).toHaveFocus();
  });

  it('shows the user-wise loan history: a loan picked gives its status line and its comments', async () => {
    const { user } = openLoanTab('profile');
    const history = await screen.findByRole('region', { name: T.sections.loanHistory });
    expect(within(history).getByRole('status')).toHaveTextContent(
      'Aalok Malik: 2 loans in the history',
    );
    await user.selectOptions(
      within(history).getByRole('combobox', { name: T.historyLoan }),
      '1265',
    );
    expect(within(history).getByRole('status')).toHaveTextContent(
      'Loan 1265: Loan Disbursed · DPD 0',
    );
    await user.selectOptions(within(history).getByRole('combobox', { name: T.historyLoan }), '');
    await user.selectOptions(within(history).getByRole('combobox', { name: T.sortBy }), 'dpd');
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([
      '5578',
      '1265',
    ]);
  });

  it("lists each co-borrower's comments of every kind", async () => {
    openLoanTab('profile');
    await loaded();
    const leader = column(T.sections.comments, 'Aalok Malik');
    expect(leader).toHaveTextContent('Promised to pay Friday');
    expect(leader).toHaveTextContent('Salary slips match the bank');
    expect(leader).toHaveTextContent('Wants a top-up');
    expect(
      within(column(T.sections.comments, 'Bina Devi')).getAllByText(T.noComments),
    ).toHaveLength(5);
  });
});

// The comment composer: the loan comment machine's paths, replayed through the Profile tab as a
// recovery agent (who posts recovery comments) on the leader, whose loans are 41 and 12.
const box = () => within(screen.getByRole('region', { name: C.headings.recovery }));
const picker = () => box().getByRole('combobox', { name: C.loan });
const textBox = () => box().getByRole('textbox', { name: C.comment });

function expectComposerState(state: AnyMachineSnapshot, { fakes }: ReplayContext<CommentFakes>) {
  expectScreenShows(loanCommentShows as never, state, screen);
  const view = connectLoanComment(state as never);
  expect(picker()).toHaveValue(view.loan);
  expect(textBox()).toHaveValue(view.text);
  if (view.busy) {
    expect(fakes.latest('addLoanComment').input).toEqual({
      kind: 'recovery',
      loan_id: Number(view.loan),
      username: SAMPLE.username,
      comment: view.text.trim(),
    });
  }
}

function composerDriver(): ViewDriver<CommentFakes> {
  return {
    fakes: commentFakes,
    render: (fakes) => loanTabElement('profile', fakes, { role: 'is_recovery_agent' }).element,
    prepare: async () => {
      await screen.findByRole('region', { name: C.headings.recovery });
    },
    gestures: {
      'loan.change': (e, { user }) => user.selectOptions(picker(), e.value),
      'comment.change': async (e, { user }) => {
        await user.clear(textBox());
        if (e.value) await user.type(textBox(), e.value);
      },
      'comment.add': (_e, { user }) => user.click(box().getByRole('button', { name: C.add })),
      'comment.retry': (_e, { user }) => user.click(box().getByRole('button', { name: C.retry })),
    },
    expectState: expectComposerState,
  };
}

describe('the comment composer of the Profile tab', () => {
  it('is the fixture the paths expect: the leader, loans 41 and 12', () => {
    expect(SAMPLE.loanIds).toEqual(COBORROWER_LOAN_IDS);
  });

  it.each(viewCases(loanCommentPaths))('$title', async ({ path }) => {
    await replayThroughView(path, composerDriver());
  });

  it('offers an admin every kind, and another co-borrower', async () => {
    const { user } = openLoanTab('profile', { role: 'is_admin' });
    const composer = within(await screen.findByRole('region', { name: T.addComment }));
    const kind = composer.getByRole('combobox', { name: T.kind });
    expect(
      within(kind)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Recovery Comment', 'Marketing Comment', 'Disbursal Comment', 'Credit Comment']);
    await user.selectOptions(kind, 'credit');
    await user.selectOptions(composer.getByRole('combobox', { name: T.coBorrower }), '9100000002');
    expect(await screen.findByRole('region', { name: C.headings.credit })).toBeInTheDocument();
  });

  it('offers no composer to a role that posts no comment', async () => {
    openLoanTab('profile', { role: 'is_credit_manager' });
    await loaded();
    expect(screen.queryByRole('heading', { name: T.addComment })).toBeNull();
  });
});
