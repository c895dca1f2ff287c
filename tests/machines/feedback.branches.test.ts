import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import {
  addDays,
  connectFeedback,
  EMPTY_DRAFT,
  type FeedbackDraft,
  type FeedbackEvent,
  feedbackMachine,
  type PersistDraftParams,
  FEEDBACK_SAMPLE as SAMPLE,
  SAMPLE_DRAFTS,
  toFeedbackPayload,
} from '../../machines/feedback/index.ts';
import { stateLabel } from '../support/describePath.ts';

/*
 * The value-level side of the validation branches: the generated paths walk one value per kind
 * (valid, short, letters, outside the window...); these tables try the edge values of each rule,
 * from a form that is valid in every other respect, on a running actor.
 */

const FILL = 'Please fill the fields correctly';
const NUMBER = 'Please provide a correct number';
const DATE = 'Please choose a valid date';

function start(options: { today?: string; draft?: Partial<FeedbackDraft> | null } = {}) {
  const persisted: PersistDraftParams[] = [];
  const actor = createActor(
    feedbackMachine.provide({
      actions: { persistDraft: (_, params: PersistDraftParams) => void persisted.push(params) },
    }),
    {
      input: {
        softCallId: SAMPLE.softCallId,
        today: options.today ?? SAMPLE.today,
        draft: options.draft ? { ...EMPTY_DRAFT, ...options.draft } : null,
      },
    },
  ).start();
  const send = (...events: FeedbackEvent[]) => {
    for (const event of events) actor.send(event);
  };
  const view = () => connectFeedback(actor.getSnapshot());
  return { actor, send, view, persisted };
}

const cooperative: FeedbackEvent[] = [
  { type: 'contact.change', value: 'contactable' },
  { type: 'traceability.change', value: 'CON' },
  { type: 'cooperation.change', value: 'cooperative' },
];

describe('paid_to_fs number, value by value', () => {
  it.each([
    { case: 'empty', value: '', ok: false },
    { case: '9 digits', value: '987654321', ok: false },
    { case: '11 digits', value: '98765432101', ok: false },
    { case: '10 characters, not digits', value: '98765-4321', ok: false },
    { case: 'full-width digits', value: '９８７６５４３２１０', ok: false },
    { case: 'ten digits', value: '9876543210', ok: true },
    { case: 'ten digits with spaces around', value: ' 9876543210 ', ok: true },
  ])('$case → ok: $ok', async ({ value, ok }) => {
    const { actor, send, view } = start();
    send(...cooperative, { type: 'payment.change', value: 'paid_to_fs' });
    send({ type: 'number.change', value }, { type: 'dialog.confirm' });
    if (!ok) {
      expect(stateLabel(actor.getSnapshot())).toBe('editing.numberDialog.invalid');
      expect(view().dialog).toEqual({ kind: 'number', value, error: NUMBER });
      return;
    }
    expect(view().dialog).toBeNull();
    send({ type: 'feedback.submit' });
    expect((await toPromise(actor)).payment_paid_fs).toBe('9876543210');
  });
});

describe('promise date, value by value', () => {
  it.each([
    { case: 'yesterday', today: SAMPLE.today, value: SAMPLE.yesterday, ok: false },
    { case: 'today', today: SAMPLE.today, value: SAMPLE.today, ok: true },
    { case: 'today + 30', today: SAMPLE.today, value: '2025-04-09', ok: true },
    { case: 'today + 31', today: SAMPLE.today, value: '2025-04-10', ok: false },
    { case: 'no date', today: SAMPLE.today, value: '', ok: false },
    { case: 'an impossible day', today: SAMPLE.today, value: '2025-03-32', ok: false },
    { case: 'dd/mm/yyyy', today: SAMPLE.today, value: '15/03/2025', ok: false },
    { case: 'across the year end', today: '2025-12-15', value: '2026-01-14', ok: true },
    { case: 'a day past it', today: '2025-12-15', value: '2026-01-15', ok: false },
    { case: 'in a leap February', today: '2024-02-01', value: '2024-03-02', ok: true },
    { case: 'a day past it', today: '2024-02-01', value: '2024-03-03', ok: false },
  ])('$case ($value from $today) → ok: $ok', async ({ today, value, ok }) => {
    const { actor, send, view } = start({ today });
    send(...cooperative, { type: 'payment.change', value: 'promise_to_pay' });
    expect(view().dialog).toEqual({
      kind: 'date',
      value: '',
      error: null,
      min: today,
      max: addDays(today, 30),
    });
    send({ type: 'promiseDate.change', value }, { type: 'dialog.confirm' });
    if (!ok) {
      expect(stateLabel(actor.getSnapshot())).toBe('editing.dateDialog.invalid');
      expect(view().dialog?.error).toBe(DATE);
      return;
    }
    send({ type: 'feedback.submit' });
    // Sent as YYYY-MM-DD.
    expect((await toPromise(actor)).payment_promise_date).toBe(value);
  });
});

describe('what Submit waits for', () => {
  it('names the first unmet rule, in the order of the form', () => {
    const { send, view } = start();
    const reasons: Array<string | null> = [view().submitDisabledReason];
    const steps: FeedbackEvent[] = [
      { type: 'contact.change', value: 'contactable' },
      { type: 'traceability.change', value: 'RNR' },
      { type: 'cooperation.change', value: 'cooperative' },
      { type: 'payment.change', value: 'paid' },
      { type: 'snooze.change', value: SAMPLE.yesterday },
      { type: 'snooze.change', value: SAMPLE.today },
    ];
    for (const step of steps) {
      send(step);
      reasons.push(view().submitDisabledReason);
    }
    expect(reasons).toEqual([FILL, FILL, FILL, FILL, null, DATE, null]);
  });

  it.each([
    ['non_contactable', SAMPLE_DRAFTS.nonContactable],
    ['contactable_via_others', { feedback: 'contactable_via_others', traceability: 'RNR' }],
    ['non_cooperative', SAMPLE_DRAFTS.nonCooperative],
  ] as const)('%s needs nothing more than the traceability', (_, draft) => {
    const { view } = start({ draft });
    expect(view().canSubmit).toBe(true);
    expect(view().payment.enabled).toBe(false);
  });

  it('a submit that is not allowed does nothing', () => {
    const { actor, send } = start();
    send({ type: 'contact.change', value: 'contactable' }, { type: 'feedback.submit' });
    expect(stateLabel(actor.getSnapshot())).toBe('editing.form');
  });
});

describe('clearing and dialogs', () => {
  it.each(['non_contactable', 'contactable_via_others'] as const)(
    'choosing %s clears cooperation, payment and its detail (and keeps that in the draft)',
    (contact) => {
      const { send, view, persisted } = start({ draft: SAMPLE_DRAFTS.paidToFs });
      send({ type: 'contact.change', value: contact });
      expect(view()).toMatchObject({
        cooperation: { value: null, enabled: false },
        payment: { value: null, enabled: false },
        paymentDetail: null,
      });
      expect(persisted.at(-1)?.draft).toMatchObject({
        feedback: contact,
        cooperation_level: null,
        payment: null,
        payment_paid_fs: null,
      });
    },
  );

  it('non_cooperative clears the payment', () => {
    const { send, view } = start({ draft: SAMPLE_DRAFTS.promiseToPay });
    send({ type: 'cooperation.change', value: 'non_cooperative' });
    expect(view().payment.value).toBeNull();
    expect(view().paymentDetail).toBeNull();
  });

  it('cancelling a dialog reverts the payment choice and changes nothing kept', () => {
    const { send, view, persisted } = start({ draft: SAMPLE_DRAFTS.paid });
    send({ type: 'payment.change', value: 'promise_to_pay' });
    expect(view().payment.value).toBe('promise_to_pay');
    send({ type: 'promiseDate.change', value: SAMPLE.promiseDate }, { type: 'dialog.cancel' });
    expect(view().payment.value).toBe('paid');
    expect(view().canSubmit).toBe(true);
    expect(persisted).toEqual([]);
  });

  it('switching payment keeps only the new detail; reopening starts from the kept one', async () => {
    const { actor, send, view } = start({ draft: SAMPLE_DRAFTS.paidToFs });
    send({ type: 'payment.edit' });
    expect(view().dialog).toMatchObject({ kind: 'number', value: SAMPLE.number });
    send({ type: 'dialog.cancel' }, { type: 'payment.change', value: 'promise_to_pay' });
    expect(view().dialog?.value).toBe('');
    send({ type: 'promiseDate.change', value: SAMPLE.promiseDate }, { type: 'dialog.confirm' });
    send({ type: 'payment.change', value: 'paid_to_fs' });
    expect(view().dialog?.value).toBe('');
    send({ type: 'dialog.cancel' }, { type: 'feedback.submit' });
    expect(await toPromise(actor)).toMatchObject({
      payment: 'promise_to_pay',
      payment_paid_fs: null,
      payment_promise_date: SAMPLE.promiseDate,
    });
  });

  it('the comment is capped at the contract limit and trimmed when sent', async () => {
    const { actor, send, view } = start({ draft: SAMPLE_DRAFTS.nonContactable });
    send({ type: 'comment.change', value: `  ${'x'.repeat(1200)}` });
    expect(view().comment).toHaveLength(1000);
    send({ type: 'feedback.submit' });
    expect((await toPromise(actor)).comment).toBe('x'.repeat(998));
  });
});

describe('restoring a draft', () => {
  it('shows the kept draft and submits it as the spec payload', async () => {
    const { actor, send, view } = start({ draft: SAMPLE_DRAFTS.promiseToPay });
    expect(view()).toMatchObject({
      contact: { value: 'contactable' },
      payment: { value: 'promise_to_pay', enabled: true },
      paymentDetail: { kind: 'date', value: SAMPLE.promiseDate, shown: '15/03/2025' },
      canSubmit: true,
    });
    send({ type: 'feedback.submit' });
    expect(await toPromise(actor)).toEqual({
      feedback: 'contactable',
      snooze_date: null,
      traceability: 'CON',
      cooperation_level: 'cooperative',
      payment: 'promise_to_pay',
      payment_paid_fs: null,
      payment_promise_date: SAMPLE.promiseDate,
      comment: SAMPLE.comment,
      type_of_task: null,
    });
  });

  it('a promise date that has gone stale since is refused until changed', () => {
    const { actor, send, view } = start({
      today: addDays(SAMPLE.promiseDate, 1),
      draft: SAMPLE_DRAFTS.promiseToPay,
    });
    expect(view().submitDisabledReason).toBe(DATE);
    send({ type: 'payment.edit' });
    expect(stateLabel(actor.getSnapshot())).toBe('editing.dateDialog.editing');
    expect(view().dialog?.value).toBe(SAMPLE.promiseDate);
  });

  it('a draft that breaks the clearing rules is tidied, not trusted', () => {
    const { view } = start({
      draft: { ...SAMPLE_DRAFTS.paidToFs, feedback: 'non_contactable' },
    });
    expect(view()).toMatchObject({
      cooperation: { value: null },
      payment: { value: null },
      paymentDetail: null,
      canSubmit: true,
    });
  });

  it('persistDraft sees the draft after every action of its transition', () => {
    const { send, persisted } = start({ draft: SAMPLE_DRAFTS.paid });
    send({ type: 'contact.change', value: 'non_contactable' });
    expect(persisted).toEqual([
      {
        softCallId: SAMPLE.softCallId,
        draft: { ...EMPTY_DRAFT, feedback: 'non_contactable', traceability: 'CON' },
      },
    ]);
  });
});

describe('payloads', () => {
  it.each([
    [
      'non_contactable',
      SAMPLE_DRAFTS.nonContactable,
      { feedback: 'non_contactable', traceability: 'NC', cooperation_level: null, payment: null },
    ],
    [
      'non_cooperative',
      SAMPLE_DRAFTS.nonCooperative,
      { cooperation_level: 'non_cooperative', payment: null },
    ],
    ['paid', SAMPLE_DRAFTS.paid, { cooperation_level: 'cooperative', payment: 'paid' }],
    [
      'paid_to_fs',
      SAMPLE_DRAFTS.paidToFs,
      { payment: 'paid_to_fs', payment_paid_fs: SAMPLE.number, payment_promise_date: null },
    ],
  ] as const)('%s', (_, draft, expected) => {
    expect(toFeedbackPayload({ ...EMPTY_DRAFT, ...draft })).toMatchObject({
      snooze_date: null,
      payment_paid_fs: null,
      payment_promise_date: null,
      comment: '',
      type_of_task: null,
      ...expected,
    });
  });

  it('carries the snooze date as YYYY-MM-DD', () => {
    expect(
      toFeedbackPayload({ ...EMPTY_DRAFT, ...SAMPLE_DRAFTS.paid, snooze_date: SAMPLE.snoozeDate })
        .snooze_date,
    ).toBe('2025-03-12');
  });

  it('refuses to build a payload without the required fields', () => {
    expect(() => toFeedbackPayload(EMPTY_DRAFT)).toThrow();
  });
});
