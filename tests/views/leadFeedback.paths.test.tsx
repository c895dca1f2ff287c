// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  connectLeadFeedback,
  type LeadDraft,
  type LeadFeedback,
  leadFeedbackMachine,
  type PersistLeadDraftParams,
  LEAD_FEEDBACK_SAMPLE as SAMPLE,
  LEAD_FEEDBACK_TEXTS as T,
} from '../../machines/leadFeedback/index.ts';
import { leadFeedbackPaths } from '../../machines/leadFeedback/leadFeedback.paths.ts';
import { leadFeedbackShows } from '../../machines/leadFeedback/leadFeedback.shows.ts';
import { humanize } from '../../src/domain/loans.ts';
import { LeadFeedbackPanel } from '../../src/features/leadDesk/index.ts';
import { coverageOf, expectFullCoverage } from '../support/coverage.ts';
import { replayThroughView, type ViewDriver } from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

/* The lead feedback machine's generated paths, replayed through the real form: choices and
   typing by user events; every step checks the declaration, the form and what was kept. */

type Fakes = { kept: LeadDraft[]; submitted: LeadFeedback[] };

/** The form over its own actor, as the desk loop runs it (drafts kept through persistDraft). */
function Harness({ fakes }: { fakes: Fakes }) {
  const [logic] = useState(() =>
    leadFeedbackMachine.provide({
      actions: {
        persistDraft: (_, params: PersistLeadDraftParams) => void fakes.kept.push(params.draft),
      },
    }),
  );
  const actor = useActorRef(logic, {
    input: { softCallId: SAMPLE.softCallId, today: SAMPLE.today, draft: null },
  });
  useEffect(() => {
    const subscription = actor.subscribe({
      complete: () => {
        const { output } = actor.getSnapshot();
        if (output) fakes.submitted.push(output);
      },
    });
    return () => subscription.unsubscribe();
  }, [actor, fakes]);
  return <LeadFeedbackPanel actorRef={actor} />;
}

// The form behind an open dialog is inert, so its controls are looked up with hidden: true.
const group = () => screen.getByRole('radiogroup', { name: T.feedback, hidden: true });
const dialogBox = () => within(screen.getByRole('dialog'));

async function retype(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.type(field, value);
}

const gestures: ViewDriver<Fakes>['gestures'] = {
  'feedback.change': (e, { user }) =>
    user.click(within(group()).getByRole('radio', { name: humanize(e.value), hidden: true })),
  'number.edit': (_e, { user }) => user.click(screen.getByRole('button', { name: T.changeNumber })),
  'number.change': (e, { user }) =>
    retype(user, dialogBox().getByLabelText(T.leaderNumber), e.value),
  'dialog.confirm': (_e, { user }) => user.click(dialogBox().getByRole('button', { name: T.ok })),
  'dialog.cancel': (_e, { user }) =>
    user.click(dialogBox().getByRole('button', { name: T.cancel })),
  'comment.change': (e, { user }) => retype(user, screen.getByLabelText(T.comment), e.value),
  'feedback.submit': (_e, { user }) => user.click(screen.getByRole('button', { name: T.submit })),
};

function expectForm(state: AnyMachineSnapshot) {
  const view = connectLeadFeedback(state as never);
  const radios = within(group()).getAllByRole('radio', { hidden: true });
  expect(radios.map((radio) => radio.getAttribute('aria-checked') === 'true')).toEqual(
    view.feedback.options.map((option) => option.value === view.feedback.value),
  );
  for (const [i, option] of view.feedback.options.entries()) {
    expect(radios[i]).toHaveAccessibleName(option.label);
  }
  expect(screen.queryByTestId('leader-number')?.textContent ?? null).toBe(view.leaderNumber);
  const submit = screen.getByRole('button', { name: T.submit, hidden: true });
  expect(submit).toHaveProperty('disabled', !view.canSubmit);
  if (view.error) expect(submit).toHaveAccessibleDescription(view.error);
  if (!view.dialog) {
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText(T.comment)).toHaveValue(view.comment);
    expect(screen.queryAllByRole('alert').map((n) => n.textContent)).toEqual(
      view.error ? [view.error] : [],
    );
  } else {
    expect(screen.getByRole('dialog')).toHaveAccessibleName(T.numberDialogTitle);
    expect(dialogBox().getByLabelText(T.leaderNumber)).toHaveValue(view.dialog.value);
    expect(
      dialogBox()
        .queryAllByRole('alert')
        .map((n) => n.textContent),
    ).toEqual(view.dialog.error ? [view.dialog.error] : []);
  }
  if (view.submitted) {
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent(T.submitted);
  }
}

const driver: ViewDriver<Fakes> = {
  fakes: () => ({ kept: [], submitted: [] }),
  render: (fakes) => <Harness fakes={fakes} />,
  gestures,
  expectState: (state, { fakes, path, step }) => {
    expectScreenShows(leadFeedbackShows as never, state, screen);
    expectForm(state);
    // The draft is kept as soon as it has changed once, always as the machine holds it.
    const drafts = path.steps.slice(0, step + 1).map((s) => JSON.stringify(s.state.context.draft));
    const changed = drafts.some((draft) => draft !== drafts[0]);
    expect(fakes.kept.at(-1) ?? null).toEqual(changed ? state.context.draft : null);
    // The payload goes out once, when submitted, exactly as the machine outputs it.
    expect(fakes.submitted).toEqual(state.status === 'done' ? [state.output] : []);
  },
};

const cases = viewCases(leadFeedbackPaths);

describe('lead feedback form replays the machine paths', () => {
  it('replays a set of paths that covers every state and transition', () => {
    expectFullCoverage(
      coverageOf(
        leadFeedbackPaths.machine,
        cases.map((c) => c.path),
      ),
    );
  });

  it.each(cases)('$title', async ({ path }) => {
    await replayThroughView(path, driver);
  });
});
