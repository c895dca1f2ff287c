// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import {
  connectSupportFeedback,
  SUPPORT_FEEDBACK_SAMPLE as SAMPLE,
  type SupportChoice,
  type SupportFeedback,
  type SupportFeedbackView,
  type supportFeedbackMachine,
  SUPPORT_FEEDBACK_TEXTS as T,
} from '../../machines/supportFeedback/index.ts';
import { supportFeedbackPaths } from '../../machines/supportFeedback/supportFeedback.paths.ts';
import { supportFeedbackShows } from '../../machines/supportFeedback/supportFeedback.shows.ts';
import { SupportFeedbackStandalone } from '../../src/features/support/SupportFeedbackStandalone.tsx';
import { loadRawDraft } from '../../src/platform/feedbackDrafts.ts';
import { createMemoryStorage } from '../../src/platform/storage/memoryStorage.ts';
import { coverageOf, expectFullCoverage } from '../support/coverage.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = { storage: Storage; submitted: SupportFeedback[] };
type Context = ReplayContext<Fakes>;

const group = (label: string) => screen.getByRole('radiogroup', { name: label });

const viewAt = (context: Context): SupportFeedbackView =>
  connectSupportFeedback(context.path.steps[context.step - 1]!.state as never);

async function chooseRadio(
  label: string,
  choice: SupportChoice<string>,
  value: string,
  context: Context,
) {
  const option = choice.options.find((o) => o.value === value)!;
  await context.user.click(within(group(label)).getByRole('radio', { name: option.label }));
}

const gestures: ViewDriver<Fakes>['gestures'] = {
  'traceability.change': (e, context) =>
    chooseRadio(T.traceability, viewAt(context).traceability, e.value, context),
  'taskType.change': (e, context) =>
    chooseRadio(T.taskType, viewAt(context).taskType, e.value, context),
  'comment.change': async (e, { user }) => {
    const field = screen.getByLabelText(T.comment);
    await user.clear(field);
    if (e.value) await user.type(field, e.value);
  },
  'feedback.submit': (_e, { user }) => user.click(screen.getByRole('button', { name: T.submit })),
};

function expectChoice(label: string, choice: SupportChoice<string>) {
  const radios = within(group(label)).getAllByRole('radio');
  expect(radios.map((radio) => radio.getAttribute('aria-checked') === 'true')).toEqual(
    choice.options.map((option) => option.value === choice.value),
  );
  for (const radio of radios) {
    expect(radio.getAttribute('aria-disabled') === 'true').toBe(!choice.enabled);
  }
}

/** What the agent must see in a state. */
function expectScreen(view: SupportFeedbackView) {
  expect(screen.getByRole('heading', { name: 'Submit Your Feedback Here' })).toBeTruthy();
  expectChoice(T.traceability, view.traceability);
  expectChoice(T.taskType, view.taskType);
  expect(screen.getByLabelText(T.comment)).toHaveValue(view.comment);
  const submit = screen.getByRole('button', { name: T.submit });
  if (view.canSubmit) expect(submit).toBeEnabled();
  else expect(submit).toBeDisabled();
  // A refused Submit: the spec's words, announced, and read out with the button.
  if (view.error) {
    expect(screen.getByRole('alert')).toHaveTextContent(view.error);
    expect(submit).toHaveAccessibleDescription(view.error);
  } else expect(screen.queryByRole('alert')).toBeNull();
  if (view.submitted) expect(screen.getByRole('status')).toHaveTextContent(T.submitted);
}

function supportDriver(): ViewDriver<Fakes> {
  return {
    fakes: () => ({ storage: createMemoryStorage(), submitted: [] }),
    render: (fakes) => (
      <SupportFeedbackStandalone
        softCallId={SAMPLE.softCallId}
        today={SAMPLE.today}
        storage={fakes.storage}
        onSubmit={(payload) => fakes.submitted.push(payload)}
      />
    ),
    gestures,
    expectState: (anyState: AnyMachineSnapshot, { fakes, path, step }) => {
      expectScreenShows(supportFeedbackShows as never, anyState, screen);
      const state = anyState as SnapshotFrom<typeof supportFeedbackMachine>;
      expectScreen(connectSupportFeedback(state));
      // The draft is kept under the support desk's key once it has changed.
      const drafts = path.steps
        .slice(0, step + 1)
        .map((s) => JSON.stringify(s.state.context.draft));
      const changed = drafts.some((draft) => draft !== drafts[0]);
      expect(loadRawDraft(SAMPLE.softCallId, 'support', fakes.storage)).toEqual(
        changed ? state.context.draft : null,
      );
      expect(fakes.submitted).toEqual(state.status === 'done' ? [state.output] : []);
    },
  };
}

const cases = viewCases(supportFeedbackPaths);

describe('support feedback form replays the machine paths', () => {
  it('replays a set of paths that covers every state and transition', () => {
    expectFullCoverage(
      coverageOf(
        supportFeedbackPaths.machine,
        cases.map((c) => c.path),
      ),
    );
  });

  it.each(cases)('$title', async ({ path }) => {
    await replayThroughView(path, supportDriver());
  });
});

describe('support feedback form, by hand', () => {
  it('CON then NC: the chosen type of task is cleared and its options disabled; nothing else is lost', async () => {
    const user = userEvent.setup();
    const submitted: SupportFeedback[] = [];
    render(
      <SupportFeedbackStandalone
        softCallId={SAMPLE.softCallId}
        today={SAMPLE.today}
        storage={createMemoryStorage()}
        onSubmit={(payload) => submitted.push(payload)}
      />,
    );
    const taskTypes = () => within(group('Type of task')).getAllByRole('radio');
    expect(taskTypes().every((radio) => radio.getAttribute('aria-disabled') === 'true')).toBe(true);
    await user.click(within(group('Traceability')).getByRole('radio', { name: 'Connected' }));
    await user.type(screen.getByLabelText('Comment'), 'Charges explained');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please mark Type of task.');
    await user.click(within(group('Type of task')).getByRole('radio', { name: 'Loan Charges' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(within(group('Traceability')).getByRole('radio', { name: 'Non Contactable' }));
    expect(taskTypes().map((radio) => radio.getAttribute('aria-checked'))).not.toContain('true');
    expect(taskTypes().every((radio) => radio.getAttribute('aria-disabled') === 'true')).toBe(true);
    expect(screen.getByLabelText('Comment')).toHaveValue('Charges explained');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submitted).toEqual([
      { traceability: 'NC', comment: 'Charges explained', type_of_task: null },
    ]);
  });

  it('a kept draft comes back into the form', async () => {
    const storage = createMemoryStorage();
    const first = render(
      <SupportFeedbackStandalone
        softCallId={SAMPLE.softCallId}
        today={SAMPLE.today}
        storage={storage}
      />,
    );
    const user = userEvent.setup();
    await user.click(within(group('Traceability')).getByRole('radio', { name: 'Connected' }));
    await user.click(within(group('Type of task')).getByRole('radio', { name: 'Disbursal' }));
    await user.type(screen.getByLabelText('Comment'), 'Asked about disbursal');
    // A reload: the same case, a new form.
    first.unmount();
    render(
      <SupportFeedbackStandalone
        softCallId={SAMPLE.softCallId}
        today={SAMPLE.today}
        storage={storage}
      />,
    );
    expect(within(group('Type of task')).getByRole('radio', { name: 'Disbursal' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByLabelText('Comment')).toHaveValue('Asked about disbursal');
  });
});
