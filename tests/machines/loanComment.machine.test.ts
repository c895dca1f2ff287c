import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  COMMENT_MAX_LENGTH,
  connectLoanComment,
  hasText,
  type LoanCommentActors,
  loanCommentMachine,
  LOAN_COMMENT_TEXTS as T,
} from '../../machines/loanComment/index.ts';
import {
  loanCommentPaths,
  LOAN_COMMENT_SAMPLE as SAMPLE,
} from '../../machines/loanComment/loanComment.paths.ts';
import { messages } from '../../src/domain/messages.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths, lastPayload } from '../support/machinePathTests.ts';
import type { PathStep } from '../support/paths.ts';

type Snapshot = ReturnType<typeof loanCommentMachine.transition>;

const lastOutcome = (history: readonly PathStep[]) =>
  history.findLast((step) => step.event.type.startsWith('xstate.'))?.event;

describeMachinePaths('loanComment', loanCommentPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectLoanComment(state);
  // The loan stays as last picked, whatever happened since.
  expect(view.loan).toBe(lastPayload<string>(history, 'loan.change', 'value') ?? '');
  // The text stays as last written, until a comment is stored.
  const written =
    lastPayload<string>(history, 'comment.change', 'value', (step) =>
      step.event.type.startsWith('xstate.done.'),
    ) ?? '';
  expect(view.text).toBe(written);
  expect(view.busy).toBe(state.matches('saving'));
  expect(view.canAdd).toBe(!state.matches('saving') && hasText(written));
  expect(view.canRetry).toBe(state.matches({ form: 'failed' }));
  expect(view.heading).toBe(T.headings.recovery);

  const last = history.at(-1)!.event;
  if (last.type === 'comment.add') {
    // Add sends only with a loan picked; without one the spec's words.
    expect(state.matches('saving')).toBe(view.loan !== '');
    expect(view.alert).toBe(view.loan === '' ? messages.comments.selectLoanFirst : null);
  }
  const outcome = lastOutcome(history);
  const expectedAlert = state.matches({ form: 'noLoan' })
    ? T.selectLoanFirst
    : state.matches({ form: 'denied' })
      ? messages.comments.noPermission
      : state.matches({ form: 'failed' })
        ? outcome!.error.message
        : null;
  expect(view.alert).toBe(expectedAlert);
  expect(view.notice).toBe(state.matches({ form: 'added' }) ? messages.comments.added : null);
});

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('loanComment with live actors', () => {
  const start = () => {
    const fakes = deferredActors<LoanCommentActors>(['addLoanComment']);
    const actor = createActor(loanCommentMachine.provide({ actors: fakes.actors }), {
      input: { kind: 'recovery', username: SAMPLE.username, loanIds: SAMPLE.loanIds },
    }).start();
    return { fakes, actor };
  };

  it('sends once the kind, loan, customer and the trimmed text, then clears the text and keeps the loan', async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'loan.change', value: '12' });
    actor.send({ type: 'comment.change', value: `  ${SAMPLE.comment}  ` });
    actor.send({ type: 'comment.add' });
    actor.send({ type: 'comment.add' });
    expect(fakes.calls.addLoanComment).toHaveLength(1);
    expect(fakes.latest('addLoanComment').input).toEqual({
      kind: 'recovery',
      loan_id: 12,
      username: SAMPLE.username,
      comment: SAMPLE.comment,
    });
    fakes.latest('addLoanComment').resolve(SAMPLE.answer);
    await settle();
    const view = connectLoanComment(actor.getSnapshot());
    expect([view.notice, view.text, view.loan, view.canAdd]).toEqual([T.added, '', '12', false]);
  });

  it('keeps the loan and the text after a failure, and retries the same comment', async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'loan.change', value: '41' });
    actor.send({ type: 'comment.change', value: SAMPLE.comment });
    actor.send({ type: 'comment.add' });
    fakes
      .latest('addLoanComment')
      .reject(Object.assign(new Error('database is busy'), { status: 503 }));
    await settle();
    const view = connectLoanComment(actor.getSnapshot());
    expect([view.alert, view.loan, view.text]).toEqual(['database is busy', '41', SAMPLE.comment]);
    actor.send({ type: 'comment.retry' });
    expect(fakes.calls.addLoanComment).toHaveLength(2);
    expect(fakes.calls.addLoanComment[1]!.input).toEqual(fakes.calls.addLoanComment[0]!.input);
  });

  it("says the spec's words on a 403, whatever the server wrote, and offers no retry", async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'loan.change', value: '41' });
    actor.send({ type: 'comment.change', value: SAMPLE.comment });
    actor.send({ type: 'comment.add' });
    fakes.latest('addLoanComment').reject(Object.assign(new Error('Forbidden'), { status: 403 }));
    await settle();
    const view = connectLoanComment(actor.getSnapshot());
    expect([view.alert, view.canRetry, view.text]).toEqual([
      'Sorry...You dont have permission to perform this action',
      false,
      SAMPLE.comment,
    ]);
  });

  it('takes only the listed loans, and no more text than the contract allows', () => {
    const { actor } = start();
    actor.send({ type: 'loan.change', value: '999' });
    expect(actor.getSnapshot().context.loanId).toBeNull();
    actor.send({ type: 'comment.change', value: 'x'.repeat(COMMENT_MAX_LENGTH + 20) });
    expect(actor.getSnapshot().context.text).toHaveLength(COMMENT_MAX_LENGTH);
  });

  it('names the box by its kind', () => {
    for (const kind of ['recovery', 'marketing', 'credit', 'disbursal'] as const) {
      const actor = createActor(loanCommentMachine, {
        input: { kind, username: SAMPLE.username, loanIds: [] },
      }).start();
      expect(connectLoanComment(actor.getSnapshot()).heading).toBe(T.headings[kind]);
    }
  });
});
