// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  connectLoanComment,
  type LoanCommentActors,
  LOAN_COMMENT_TEXTS as T,
} from '../../machines/loanComment/index.ts';
import {
  loanCommentPaths,
  LOAN_COMMENT_SAMPLE as SAMPLE,
} from '../../machines/loanComment/loanComment.paths.ts';
import { loanCommentShows } from '../../machines/loanComment/loanComment.shows.ts';
import { LoanCommentBox } from '../../src/features/loanComments/index.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<LoanCommentActors>;

const box = () => within(screen.getByRole('region', { name: T.headings.recovery }));
const picker = () => box().getByRole('combobox', { name: T.loan });
const textBox = () => box().getByRole('textbox', { name: T.comment });

function expectCommentState(state: AnyMachineSnapshot, { fakes }: ReplayContext<Fakes>) {
  expectScreenShows(loanCommentShows as never, state, screen);
  const view = connectLoanComment(state as never);
  // The loan and the text stay on screen through every state; nothing typed is lost.
  expect(picker()).toHaveValue(view.loan);
  expect(textBox()).toHaveValue(view.text);
  expect(picker()).toHaveProperty('disabled', view.busy);
  const alerts = box()
    .queryAllByRole('alert')
    .map((node) => node.textContent);
  expect(alerts).toEqual(view.alert ? [view.alert] : []);
  if (view.busy) {
    expect(fakes.latest('addLoanComment').input).toEqual({
      kind: 'recovery',
      loan_id: Number(view.loan),
      username: SAMPLE.username,
      comment: view.text.trim(),
    });
  }
}

function commentDriver(): ViewDriver<Fakes> {
  return {
    fakes: () => deferredActors<LoanCommentActors>(['addLoanComment']),
    render: (fakes) => (
      <LoanCommentBox
        kind="recovery"
        username={SAMPLE.username}
        loanIds={SAMPLE.loanIds}
        actors={fakes.actors}
      />
    ),
    gestures: {
      'loan.change': (e, { user }) => user.selectOptions(picker(), e.value),
      'comment.change': async (e, { user }) => {
        await user.clear(textBox());
        if (e.value) await user.type(textBox(), e.value);
      },
      'comment.add': (_e, { user }) => user.click(box().getByRole('button', { name: T.add })),
      'comment.retry': (_e, { user }) => user.click(box().getByRole('button', { name: T.retry })),
    },
    expectState: expectCommentState,
  };
}

describe('the loan comment through LoanCommentBox', () => {
  it.each(viewCases(loanCommentPaths))('$title', async ({ path }) => {
    await replayThroughView(path, commentDriver());
  });

  it('lists the loans of the customer by id, none picked at first', () => {
    const driver = commentDriver();
    render(driver.render(driver.fakes()));
    const options = within(picker())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([T.pickLoan, '41', '12']);
    expect(picker()).toHaveValue('');
  });

  it('brings focus back after a save: to Retry after a failure, to the text once added', async () => {
    const driver = commentDriver();
    const fakes = driver.fakes();
    const user = userEvent.setup();
    render(driver.render(fakes));
    await user.selectOptions(picker(), '41');
    await user.type(textBox(), SAMPLE.comment);
    await user.click(box().getByRole('button', { name: T.add }));
    // A browser drops focus from the button locked while saving (jsdom keeps it).
    (document.activeElement as HTMLElement | null)?.blur();
    await act(async () =>
      fakes.latest('addLoanComment').reject(Object.assign(new Error('busy'), { status: 503 })),
    );
    expect(await box().findByRole('button', { name: T.retry })).toHaveFocus();
    await user.click(box().getByRole('button', { name: T.retry }));
    (document.activeElement as HTMLElement | null)?.blur();
    await act(async () => fakes.latest('addLoanComment').resolve(SAMPLE.answer));
    expect(await box().findByText(T.added)).toBeInTheDocument();
    expect(textBox()).toHaveFocus();
  });
});
