// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import { auditFeedbackPaths } from '../../machines/auditFeedback/auditFeedback.paths.ts';
import { auditFeedbackShows } from '../../machines/auditFeedback/auditFeedback.shows.ts';
import {
  type AuditChoice,
  type AuditFeedback,
  type auditFeedbackMachine,
  connectAuditFeedback,
  type PersistAuditDraftParams,
  AUDIT_FEEDBACK_SAMPLE as SAMPLE,
  AUDIT_FEEDBACK_TEXTS as T,
} from '../../machines/auditFeedback/index.ts';
import { AuditFeedbackForm } from '../../src/features/auditDesk/AuditFeedbackForm.tsx';
import { loadRawDraft, saveDraft } from '../../src/platform/feedbackDrafts.ts';
import { createMemoryStorage } from '../../src/platform/storage/memoryStorage.ts';
import { useView } from '../../src/ui/hooks/useView.ts';
import { coverageOf, expectFullCoverage } from '../support/coverage.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = { storage: Storage; submitted: AuditFeedback[] };
type Snapshot = SnapshotFrom<typeof auditFeedbackMachine>;

/** The form over its own actor, drafts kept as the desk keeps them (under the audit desk's key). */
function Host({ fakes }: { fakes: Fakes }) {
  const [logic] = useState(() =>
    auditFeedbackPaths.machine.provide({
      actions: {
        persistDraft: (_, params: PersistAuditDraftParams) =>
          saveDraft(params.softCallId, params.draft, fakes.storage, 'audit'),
      },
    }),
  );
  const actor = useActorRef(logic, {
    input: { softCallId: SAMPLE.softCallId, today: SAMPLE.today },
  });
  const view = useView(actor, connectAuditFeedback)!;
  if (view.submitted && fakes.submitted.length === 0) {
    fakes.submitted.push(actor.getSnapshot().output as AuditFeedback);
  }
  return <AuditFeedbackForm view={view} send={actor.send} />;
}

const group = (label: string) => screen.getByRole('radiogroup', { name: label });

const viewAt = (context: ReplayContext<Fakes>) =>
  connectAuditFeedback(context.path.steps[context.step - 1]!.state as Snapshot);

async function choose(
  label: string,
  choice: AuditChoice<string>,
  value: string,
  context: ReplayContext<Fakes>,
) {
  const option = choice.options.find((o) => o.value === value)!;
  await context.user.click(within(group(label)).getByRole('radio', { name: option.label }));
}

function expectChoice(label: string, choice: AuditChoice<string>) {
  const radios = within(group(label)).getAllByRole('radio');
  expect(radios.map((radio) => radio.getAttribute('aria-checked') === 'true')).toEqual(
    choice.options.map((option) => option.value === choice.value),
  );
}

function driver(): ViewDriver<Fakes> {
  return {
    fakes: () => ({ storage: createMemoryStorage(), submitted: [] }),
    render: (fakes) => <Host fakes={fakes} />,
    gestures: {
      'traceability.change': (e, ctx) =>
        choose(T.traceability, viewAt(ctx).traceability, e.value, ctx),
      'payment.change': (e, ctx) => choose(T.payment, viewAt(ctx).payment, e.value, ctx),
      'comment.change': async (e, { user }) => {
        const field = screen.getByLabelText(T.comment);
        await user.clear(field);
        await user.type(field, e.value);
      },
      'feedback.submit': (_e, { user }) =>
        user.click(screen.getByRole('button', { name: T.submit })),
    },
    expectState: (anyState: AnyMachineSnapshot, { fakes }) => {
      expectScreenShows(auditFeedbackShows as never, anyState, screen);
      const state = anyState as Snapshot;
      const view = connectAuditFeedback(state);
      expectChoice(T.traceability, view.traceability);
      expectChoice(T.payment, view.payment);
      expect(screen.getByLabelText(T.comment)).toHaveValue(view.comment);
      // 'Give Feedback' is announced, and read out with Submit.
      const submit = screen.getByRole('button', { name: T.submit });
      if (view.error) {
        expect(screen.getByRole('alert')).toHaveTextContent('Give Feedback');
        expect(submit).toHaveAccessibleDescription('Give Feedback');
      } else expect(screen.queryByRole('alert')).toBeNull();
      // The draft is kept under the audit desk's key as soon as it changed, as the machine holds it.
      const { draft } = state.context;
      const empty = !draft.traceability && !draft.payment && draft.comment === '';
      const kept = loadRawDraft(SAMPLE.softCallId, 'audit', fakes.storage);
      if (!empty) expect(kept).toEqual(draft);
      // Submitted once, exactly the machine's output.
      expect(fakes.submitted).toEqual(state.status === 'done' ? [state.output] : []);
    },
  };
}

const cases = viewCases(auditFeedbackPaths);

describe('audit feedback form replays the machine paths', () => {
  it('replays a set of paths that covers every state and transition', () => {
    expectFullCoverage(
      coverageOf(
        auditFeedbackPaths.machine,
        cases.map((c) => c.path),
      ),
    );
  });

  it.each(cases)('$title', async ({ path }) => {
    await replayThroughView(path, driver());
  });
});
