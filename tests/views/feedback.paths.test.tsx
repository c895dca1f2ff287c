// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { feedbackPaths } from '../../machines/feedback/feedback.paths.ts';
import { feedbackShows } from '../../machines/feedback/feedback.shows.ts';
import {
  connectFeedback,
  type FeedbackChoice,
  type FeedbackPayload,
  type FeedbackView,
  type feedbackMachine,
  FEEDBACK_SAMPLE as SAMPLE,
} from '../../machines/feedback/index.ts';
import { FeedbackStandalone } from '../../src/features/feedback/FeedbackStandalone.tsx';
import { FEEDBACK_TEXTS as T } from '../../src/features/feedback/feedbackTexts.ts';
import { loadDraft } from '../../src/platform/feedbackDrafts.ts';
import { createMemoryStorage } from '../../src/platform/storage/memoryStorage.ts';
import { coverageOf, expectFullCoverage } from '../support/coverage.ts';
import { describePath, stateLabel } from '../support/describePath.ts';
import { type MachinePath, pathsOfSpec } from '../support/paths.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { typedDay } from '../support/typedDay.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = { storage: Storage; submitted: FeedbackPayload[] };
type Context = ReplayContext<Fakes>;

const GROUPS = {
  'contact.change': T.contact,
  'traceability.change': T.traceability,
  'cooperation.change': T.cooperation,
  'payment.change': T.payment,
} as const;

// The form behind an open dialog is inert, so its controls are looked up with hidden: true.
const group = (label: string) => screen.getByRole('radiogroup', { name: label, hidden: true });
const formField = (label: string) => screen.getByLabelText(label);

function viewAt(context: Context): FeedbackView {
  return connectFeedback(context.path.steps[context.step - 1]!.state as never);
}

async function chooseRadio(
  label: string,
  choice: FeedbackChoice<string>,
  value: string,
  user: UserEvent,
) {
  const option = choice.options.find((o) => o.value === value)!;
  await user.click(within(group(label)).getByRole('radio', { name: option.label, hidden: true }));
}

async function retype(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.type(field, value);
}

const dialogBox = () => within(screen.getByRole('dialog'));

const gestures: ViewDriver<Fakes>['gestures'] = {
  ...Object.fromEntries(
    (Object.keys(GROUPS) as Array<keyof typeof GROUPS>).map((type) => [
      type,
      async (event, context) => {
        const view = viewAt(context);
        const choice = {
          'contact.change': view.contact,
          'traceability.change': view.traceability,
          'cooperation.change': view.cooperation,
          'payment.change': view.payment,
        }[type] as FeedbackChoice<string>;
        await chooseRadio(GROUPS[type], choice, event.value, context.user);
      },
    ]),
  ),
  'payment.edit': (_e, { user }) => user.click(screen.getByRole('button', { name: /^Change the/ })),
  'number.change': (e, { user }) =>
    retype(user, dialogBox().getByLabelText(T.numberLabel), e.value),
  'promiseDate.change': (e, { user }) =>
    retype(user, dialogBox().getByLabelText(T.dateLabel), typedDay(e.value)),
  'dialog.confirm': (_e, { user }) => user.click(dialogBox().getByRole('button', { name: T.ok })),
  'dialog.cancel': (_e, { user }) =>
    user.click(dialogBox().getByRole('button', { name: T.cancel })),
  'snooze.change': (e, { user }) => retype(user, formField(T.snoozeDate), typedDay(e.value)),
  'comment.change': (e, { user }) => retype(user, formField(T.comment), e.value),
  'feedback.submit': (_e, { user }) => user.click(screen.getByRole('button', { name: T.submit })),
};

function expectChoice(label: string, choice: FeedbackChoice<string>) {
  const radios = within(group(label)).getAllByRole('radio', { hidden: true });
  expect(radios.map((radio) => radio.getAttribute('aria-checked') === 'true')).toEqual(
    choice.options.map((option) => option.value === choice.value),
  );
  for (const radio of radios) {
    expect(radio.getAttribute('aria-disabled') === 'true').toBe(!choice.enabled);
  }
}

/** What the agent must see in a state. */
function expectScreen(view: FeedbackView) {
  expect(
    screen.getByRole('heading', { name: 'Submit Your Feedback Here', hidden: true }),
  ).toBeTruthy();
  expectChoice(T.contact, view.contact);
  expectChoice(T.traceability, view.traceability);
  expectChoice(T.cooperation, view.cooperation);
  expectChoice(T.payment, view.payment);

  const detail = screen.queryByTestId('payment-detail');
  expect(detail?.textContent ?? null).toBe(
    view.paymentDetail || view.canEditPaymentDetail ? (view.paymentDetail?.shown ?? '-') : null,
  );

  const submit = screen.getByRole('button', { name: T.submit, hidden: true });
  if (view.canSubmit) expect(submit).toBeEnabled();
  else expect(submit).toBeDisabled();
  // The reason is on screen, and read out with the button.
  if (view.submitDisabledReason) {
    expect(screen.getByText(view.submitDisabledReason)).toBeVisible();
    expect(submit).toHaveAccessibleDescription(view.submitDisabledReason);
  } else expect(submit).not.toHaveAccessibleDescription();

  if (!view.dialog) {
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(formField(T.comment)).toHaveValue(view.comment);
    expect(formField(T.snoozeDate)).toHaveValue(typedDay(view.snoozeDate));
    expect(formField(T.snoozeDate)).toHaveAttribute('data-min', view.snoozeMin);
    if (view.fieldsLocked) expect(formField(T.comment)).toBeDisabled();
    else expect(formField(T.comment)).toBeEnabled();
  } else {
    const number = view.dialog.kind === 'number';
    const box = dialogBox();
    expect(screen.getByRole('dialog')).toHaveAccessibleName(
      number ? T.numberDialogTitle : T.dateDialogTitle,
    );
    const input = box.getByLabelText(number ? T.numberLabel : T.dateLabel);
    if (view.dialog.kind === 'date') {
      expect(input).toHaveValue(typedDay(view.dialog.value));
      expect(input).toHaveAttribute('data-min', view.dialog.min);
      expect(input).toHaveAttribute('data-max', view.dialog.max);
    } else expect(input).toHaveValue(view.dialog.value);
    expect(box.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual(
      view.dialog.error ? [view.dialog.error] : [],
    );
  }
  if (view.submitted)
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent(T.submitted);
}

function feedbackDriver(): ViewDriver<Fakes> {
  return {
    fakes: () => ({ storage: createMemoryStorage(), submitted: [] }),
    render: (fakes) => (
      <FeedbackStandalone
        softCallId={SAMPLE.softCallId}
        today={SAMPLE.today}
        storage={fakes.storage}
        onSubmit={(payload) => fakes.submitted.push(payload)}
      />
    ),
    gestures,
    expectState: (anyState: AnyMachineSnapshot, { fakes, path, step }) => {
      // What the declaration says this state shows, against the DOM.
      expectScreenShows(feedbackShows as never, anyState, screen);
      const state = anyState as SnapshotFrom<typeof feedbackMachine>;
      expectScreen(connectFeedback(state));
      // The draft is in storage as soon as it has changed once, always as the machine holds it.
      const drafts = path.steps
        .slice(0, step + 1)
        .map((s) => JSON.stringify(s.state.context.draft));
      const changed = drafts.some((draft) => draft !== drafts[0]);
      expect(loadDraft(SAMPLE.softCallId, fakes.storage)).toEqual(
        changed ? state.context.draft : null,
      );
      // The payload goes out once, when submitted, exactly as the machine outputs it.
      expect(fakes.submitted).toEqual(state.status === 'done' ? [state.output] : []);
    },
  };
}

const cases = viewCases(feedbackPaths);

describe('feedback form replays the machine paths', () => {
  it('replays a set of paths that covers every state and transition', () => {
    expectFullCoverage(
      coverageOf(
        feedbackPaths.machine,
        cases.map((c) => c.path),
      ),
    );
  });

  it.each(cases)('$title', async ({ path }) => {
    await replayThroughView(path, feedbackDriver());
  });
});

/*
 * The covering set walks each transition once; these add, through the real form, every kind of
 * submitted outcome and every value a dialog refuses (one shortest path each).
 */
const allPaths = pathsOfSpec(feedbackPaths);

function shortestBy(paths: MachinePath[], keyOf: (path: MachinePath) => string | null) {
  const best = new Map<string, MachinePath>();
  for (const path of paths) {
    const key = keyOf(path);
    if (key === null) continue;
    const kept = best.get(key);
    if (!kept || path.events.length < kept.events.length) best.set(key, path);
  }
  return [...best.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, path]) => ({ key, title: describePath(path, feedbackPaths), path }));
}

const outcomes = shortestBy(allPaths, (path) => {
  if (path.state.status !== 'done') return null;
  const out = path.state.output as FeedbackPayload;
  return `${out.feedback}/${out.cooperation_level}/${out.payment}`;
});

const refusals = shortestBy(allPaths, (path) => {
  const leaf = stateLabel(path.state);
  if (!leaf.endsWith('.invalid')) return null;
  return `${leaf} "${path.state.context.dialog?.value}"`;
});

describe('feedback form, validation branch by branch', () => {
  it('submits six kinds of outcome and refuses six dialog values', () => {
    expect(outcomes).toHaveLength(6);
    expect(refusals.map((r) => r.key)).toEqual([
      'editing.dateDialog.invalid ""',
      `editing.dateDialog.invalid "${SAMPLE.yesterday}"`,
      `editing.dateDialog.invalid "${SAMPLE.tooLateDate}"`,
      'editing.numberDialog.invalid ""',
      `editing.numberDialog.invalid "${SAMPLE.shortNumber}"`,
      `editing.numberDialog.invalid "${SAMPLE.lettersNumber}"`,
    ]);
  });

  it.each([...outcomes, ...refusals])('$key: $title', async ({ path }) => {
    await replayThroughView(path, feedbackDriver());
  });
});
