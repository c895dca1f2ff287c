import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, type SnapshotFrom } from 'xstate';
import { feedbackPaths } from '../../machines/feedback/feedback.paths.ts';
import {
  connectFeedback,
  type FeedbackDraft,
  type FeedbackEvent,
  type FeedbackPayload,
  type feedbackMachine,
  type PersistDraftParams,
  FEEDBACK_SAMPLE as SAMPLE,
} from '../../machines/feedback/index.ts';
import { coverageSummary, leafStateIds } from '../support/coverage.ts';
import { describePath, stateLabel } from '../support/describePath.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';
import type { PathStep } from '../support/paths.ts';

type Snapshot = SnapshotFrom<typeof feedbackMachine>;

// The specification's texts, written out so that a changed catalogue entry fails here.
const TEXT = {
  heading: 'Submit Your Feedback Here',
  fill: 'Please fill the fields correctly',
  number: 'Please provide a correct number',
  date: 'Please choose a valid date',
};
// 10 March 2025 + 30 days, written out rather than computed by the code under test.
const LAST_PROMISE_DAY = '2025-04-09';

/** What the agent has done so far, folded from the events of a path (the test's own model). */
type Seen = {
  feedback: string | null;
  traceability: string | null;
  cooperation: string | null;
  payment: string | null;
  number: string | null;
  date: string | null;
  snooze: string | null;
  comment: string;
  dialog: { payment: string; value: string; invalid: boolean } | null;
  submitted: boolean;
  /** How many times the draft changed. */
  changes: number;
};

const validNumber = (value: string | null) => value !== null && /^\d{10}$/.test(value.trim());
const validDate = (value: string | null) =>
  value !== null && value !== '' && value >= SAMPLE.today && value <= LAST_PROMISE_DAY;
const validSnooze = (value: string | null) => value === null || value >= SAMPLE.today;
const validDetail = (payment: string, value: string) =>
  payment === 'paid_to_fs' ? validNumber(value) : validDate(value);

function expectedReason(seen: Seen): string | null {
  if (seen.feedback === null || seen.traceability === null) return TEXT.fill;
  if (seen.feedback === 'contactable') {
    if (seen.cooperation === null) return TEXT.fill;
    if (seen.cooperation === 'cooperative') {
      if (seen.payment === null) return TEXT.fill;
      if (seen.payment === 'paid_to_fs' && !validNumber(seen.number)) return TEXT.number;
      if (seen.payment === 'promise_to_pay' && !validDate(seen.date)) return TEXT.date;
    }
  }
  return validSnooze(seen.snooze) ? null : TEXT.date;
}

function fold(seen: Seen, event: AnyEventObject): Seen {
  const next = { ...seen };
  const changed = () => {
    next.changes += 1;
  };
  switch (event.type) {
    case 'contact.change':
      next.feedback = event.value;
      if (event.value !== 'contactable') {
        Object.assign(next, { cooperation: null, payment: null, number: null, date: null });
      }
      changed();
      break;
    case 'traceability.change':
      next.traceability = event.value;
      changed();
      break;
    case 'cooperation.change':
      next.cooperation = event.value;
      if (event.value === 'non_cooperative') {
        Object.assign(next, { payment: null, number: null, date: null });
      }
      changed();
      break;
    case 'payment.change':
      if (event.value === 'paid') {
        Object.assign(next, { payment: 'paid', number: null, date: null });
        changed();
      } else {
        const kept =
          seen.payment !== event.value
            ? ''
            : event.value === 'paid_to_fs'
              ? seen.number
              : seen.date;
        next.dialog = { payment: event.value, value: kept ?? '', invalid: false };
      }
      break;
    case 'payment.edit':
      next.dialog = {
        payment: seen.payment!,
        value: (seen.payment === 'paid_to_fs' ? seen.number : seen.date) ?? '',
        invalid: false,
      };
      break;
    case 'number.change':
    case 'promiseDate.change':
      next.dialog = { ...seen.dialog!, value: event.value, invalid: false };
      break;
    case 'dialog.confirm': {
      const dialog = seen.dialog!;
      if (validDetail(dialog.payment, dialog.value)) {
        next.payment = dialog.payment;
        next.number = dialog.payment === 'paid_to_fs' ? dialog.value : null;
        next.date = dialog.payment === 'promise_to_pay' ? dialog.value : null;
        next.dialog = null;
        changed();
      } else next.dialog = { ...dialog, invalid: true };
      break;
    }
    case 'dialog.cancel':
      next.dialog = null;
      break;
    case 'snooze.change':
      next.snooze = event.value || null;
      changed();
      break;
    case 'comment.change':
      next.comment = event.value;
      changed();
      break;
    case 'feedback.submit':
      next.submitted = true;
      break;
  }
  return next;
}

const START: Seen = {
  feedback: null,
  traceability: null,
  cooperation: null,
  payment: null,
  number: null,
  date: null,
  snooze: null,
  comment: '',
  dialog: null,
  submitted: false,
  changes: 0,
};

const seenIn = (history: readonly PathStep[]) =>
  history.slice(1).reduce((seen, step) => fold(seen, step.event), START);

function expectedLeaf(seen: Seen): string {
  if (seen.submitted) return 'submitted';
  if (!seen.dialog) return 'editing.form';
  const dialog = seen.dialog.payment === 'paid_to_fs' ? 'numberDialog' : 'dateDialog';
  return `editing.${dialog}.${seen.dialog.invalid ? 'invalid' : 'editing'}`;
}

/** The payload, written from the model: fields that do not apply are null. */
function expectedPayload(seen: Seen): FeedbackPayload {
  const contactable = seen.feedback === 'contactable';
  const payment = contactable && seen.cooperation === 'cooperative' ? seen.payment : null;
  return {
    feedback: seen.feedback as FeedbackPayload['feedback'],
    snooze_date: seen.snooze,
    traceability: seen.traceability as FeedbackPayload['traceability'],
    cooperation_level: contactable ? (seen.cooperation as 'cooperative' | 'non_cooperative') : null,
    payment: payment as FeedbackPayload['payment'],
    payment_paid_fs: payment === 'paid_to_fs' ? seen.number : null,
    payment_promise_date: payment === 'promise_to_pay' ? seen.date : null,
    comment: seen.comment.trim(),
    type_of_task: null,
  };
}

const { paths, coverage } = describeMachinePaths('feedback', feedbackPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const seen = seenIn(history);
  const leaf = stateLabel(state);
  const view = connectFeedback(state);
  const atForm = leaf === 'editing.form';

  expect(leaf).toBe(expectedLeaf(seen));
  expect(view.heading).toBe(TEXT.heading);

  // Nothing chosen or typed is lost; a dialog's payment shows chosen until it is cancelled.
  expect(view.contact.value).toBe(seen.feedback);
  expect(view.traceability.value).toBe(seen.traceability);
  expect(view.cooperation.value).toBe(seen.cooperation);
  expect(view.payment.value).toBe(seen.dialog?.payment ?? seen.payment);
  expect(view.comment).toBe(seen.comment);
  expect(view.snoozeDate).toBe(seen.snooze ?? '');
  expect(view.paymentDetail?.value ?? null).toBe(
    seen.payment === 'paid_to_fs'
      ? seen.number
      : seen.payment === 'promise_to_pay'
        ? seen.date
        : null,
  );

  // What is enabled: cooperation only for a contactable customer, payment only a cooperative one.
  const contactable = seen.feedback === 'contactable';
  const cooperative = contactable && seen.cooperation === 'cooperative';
  expect(view.contact.enabled).toBe(atForm);
  expect(view.traceability.enabled).toBe(atForm);
  expect(view.cooperation.enabled).toBe(atForm && contactable);
  expect(view.payment.enabled).toBe(atForm && cooperative);
  expect(view.fieldsLocked).toBe(!atForm);
  expect(view.canEditPaymentDetail).toBe(
    atForm && cooperative && ['paid_to_fs', 'promise_to_pay'].includes(seen.payment ?? ''),
  );
  expect(state.can({ type: 'cooperation.change', value: 'cooperative' })).toBe(
    atForm && contactable,
  );
  expect(state.can({ type: 'payment.change', value: 'paid' })).toBe(atForm && cooperative);
  expect(state.can({ type: 'contact.change', value: 'contactable' })).toBe(atForm);

  // Submit: enabled exactly when no rule is broken, and otherwise it says which.
  const reason = expectedReason(seen);
  expect(view.submitDisabledReason).toBe(seen.submitted ? null : reason);
  expect(view.canSubmit).toBe(atForm && reason === null);
  expect(state.can({ type: 'feedback.submit' })).toBe(view.canSubmit);

  // The dialogs: which one, what is typed, and its own message after a failed Ok.
  if (seen.dialog) {
    const kind = seen.dialog.payment === 'paid_to_fs' ? 'number' : 'date';
    expect(view.dialog).toMatchObject({ kind, value: seen.dialog.value });
    const error = seen.dialog.invalid ? (kind === 'number' ? TEXT.number : TEXT.date) : null;
    expect(view.dialog?.error).toBe(error);
    if (kind === 'date') {
      expect(view.dialog).toMatchObject({ min: SAMPLE.today, max: LAST_PROMISE_DAY });
    }
    // Ok fails exactly for a value the rule refuses.
    if (seen.dialog.invalid)
      expect(validDetail(seen.dialog.payment, seen.dialog.value)).toBe(false);
  } else expect(view.dialog).toBeNull();

  // The output: the spec's payload, exactly.
  expect(view.submitted).toBe(seen.submitted);
  if (seen.submitted) {
    expect(state.status).toBe('done');
    expect(state.output).toEqual(expectedPayload(seen));
  } else expect(state.output).toBeUndefined();
});

describe('feedback machine coverage', () => {
  it('reaches all 9 states and takes all 21 transitions', () => {
    expect(coverageSummary(coverage, paths.length)).toMatchObject({
      states: { covered: 9, total: 9 },
      transitions: { covered: 21, total: 21 },
    });
    const reached = new Set(paths.flatMap((path) => path.steps.map((s) => stateLabel(s.state))));
    const leaves = leafStateIds(feedbackPaths.machine).map((id) => id.replace(/^feedback\./, ''));
    expect([...reached].sort()).toEqual([...leaves].sort());
  });

  it('submits every kind of outcome', () => {
    const outcomes = new Set(
      paths
        .filter((path) => path.state.status === 'done')
        .map((path) => {
          const out = path.state.output as FeedbackPayload;
          return `${out.feedback}/${out.cooperation_level}/${out.payment}`;
        }),
    );
    expect([...outcomes].sort()).toEqual([
      'contactable/cooperative/paid',
      'contactable/cooperative/paid_to_fs',
      'contactable/cooperative/promise_to_pay',
      'contactable/non_cooperative/null',
      'contactable_via_others/null/null',
      'non_contactable/null/null',
    ]);
  });
});

describe('feedback drafts along every path', () => {
  // persistDraft runs on every change of the draft, with the draft as it is after the change.
  it.each(paths.map((path) => ({ title: describePath(path, feedbackPaths), path })))(
    'drafts kept: $title',
    ({ path }) => {
      const persisted: PersistDraftParams[] = [];
      const actor = createActor(
        feedbackPaths.machine.provide({
          actions: { persistDraft: (_, params: PersistDraftParams) => void persisted.push(params) },
        }),
        // The walked machine has its input baked in; this one only satisfies the type.
        { input: { softCallId: SAMPLE.softCallId, today: SAMPLE.today } },
      ).start();
      for (const [i, step] of path.steps.slice(1).entries()) {
        const before = actor.getSnapshot().context.draft;
        actor.send(step.event as FeedbackEvent);
        const after: FeedbackDraft = actor.getSnapshot().context.draft;
        const seen = seenIn(path.steps.slice(0, i + 2));
        expect(persisted).toHaveLength(seen.changes);
        if (JSON.stringify(before) !== JSON.stringify(after)) {
          expect(persisted.at(-1)).toEqual({ softCallId: SAMPLE.softCallId, draft: after });
        }
      }
      actor.stop();
    },
  );
});
