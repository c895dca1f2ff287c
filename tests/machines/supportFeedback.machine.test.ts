import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, type SnapshotFrom } from 'xstate';
import {
  connectSupportFeedback,
  initialSupportFeedbackContext,
  type PersistSupportDraftParams,
  parseSupportDraft,
  SUPPORT_FEEDBACK_SAMPLE as SAMPLE,
  type SupportDraft,
  type SupportFeedback,
  type SupportFeedbackEvent,
  supportFeedbackMachine,
} from '../../machines/supportFeedback/index.ts';
import { supportFeedbackPaths } from '../../machines/supportFeedback/supportFeedback.paths.ts';
import { coverageSummary } from '../support/coverage.ts';
import { describePath, stateLabel } from '../support/describePath.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';
import type { PathStep } from '../support/paths.ts';

type Snapshot = SnapshotFrom<typeof supportFeedbackMachine>;

// The specification's texts, written out so that a changed catalogue entry fails here.
const TEXT = {
  heading: 'Submit Your Feedback Here',
  give: 'Give Feedback',
  task: 'Please mark Type of task.',
};

/** What the agent has done so far, folded from the events of a path (the test's own model). */
type Seen = {
  traceability: string | null;
  task: string | null;
  comment: string;
  /** The message of the last refused Submit, until the next change. */
  refused: string | null;
  submitted: boolean;
  changes: number;
};

const START: Seen = {
  traceability: null,
  task: null,
  comment: '',
  refused: null,
  submitted: false,
  changes: 0,
};

function problemOf(seen: Seen): string | null {
  if (seen.traceability === null || seen.comment.trim() === '') return TEXT.give;
  if (seen.traceability === 'CON' && seen.task === null) return TEXT.task;
  return null;
}

function fold(seen: Seen, event: AnyEventObject): Seen {
  const next = { ...seen, refused: null as string | null };
  switch (event.type) {
    case 'traceability.change':
      next.traceability = event.value;
      // Leaving CON clears the type of task.
      if (event.value !== 'CON') next.task = null;
      next.changes += 1;
      break;
    case 'taskType.change':
      next.task = event.value;
      next.changes += 1;
      break;
    case 'comment.change':
      next.comment = event.value;
      next.changes += 1;
      break;
    case 'feedback.submit': {
      const problem = problemOf(seen);
      if (problem === null) next.submitted = true;
      else next.refused = problem;
      break;
    }
  }
  return next;
}

const seenIn = (history: readonly PathStep[]) =>
  history.slice(1).reduce((seen, step) => fold(seen, step.event), START);

function expectedLeaf(seen: Seen): string {
  if (seen.submitted) return 'submitted';
  if (seen.refused === TEXT.give) return 'editing.needsFeedback';
  if (seen.refused === TEXT.task) return 'editing.needsTaskType';
  return 'editing.form';
}

const { paths, coverage } = describeMachinePaths(
  'supportFeedback',
  supportFeedbackPaths,
  (anyState, history) => {
    const state = anyState as Snapshot;
    const seen = seenIn(history);
    const view = connectSupportFeedback(state);
    const editing = !seen.submitted;

    expect(stateLabel(state)).toBe(expectedLeaf(seen));
    expect(view.heading).toBe(TEXT.heading);
    // Nothing chosen or typed is lost, a refused Submit included.
    expect(view.traceability.value).toBe(seen.traceability);
    expect(view.taskType.value).toBe(seen.task);
    expect(view.comment).toBe(seen.comment);
    // The type of task only for a connected customer; never one without CON.
    expect(view.traceability.enabled).toBe(editing);
    expect(view.taskType.enabled).toBe(editing && seen.traceability === 'CON');
    if (seen.traceability !== 'CON') expect(view.taskType.value).toBeNull();
    expect(state.can({ type: 'taskType.change', value: 'LOAN_CHARGES' })).toBe(
      editing && seen.traceability === 'CON',
    );
    expect(view.error).toBe(seen.refused);
    expect(view.canSubmit).toBe(editing);
    expect(view.fieldsLocked).toBe(seen.submitted);
    expect(view.submitted).toBe(seen.submitted);
    expect(state.hasTag('error')).toBe(seen.refused !== null);
    if (seen.submitted) {
      expect(state.output).toEqual({
        traceability: seen.traceability,
        comment: seen.comment.trim(),
        type_of_task: seen.traceability === 'CON' ? seen.task : null,
      } satisfies Record<keyof SupportFeedback, unknown>);
    } else expect(state.output).toBeUndefined();
  },
);

describe('supportFeedback machine coverage', () => {
  it('reaches all 5 states and takes all 7 transitions', () => {
    expect(coverageSummary(coverage, paths.length)).toMatchObject({
      states: { covered: 5, total: 5 },
      transitions: { covered: 7, total: 7 },
    });
  });

  it('submits every traceability, CON with each walked type of task', () => {
    const outcomes = new Set(
      paths
        .filter((path) => path.state.status === 'done')
        .map((path) => {
          const out = path.state.output as SupportFeedback;
          return `${out.traceability}/${out.type_of_task}`;
        }),
    );
    expect([...outcomes].sort()).toEqual([
      'CON/DISBURSAL',
      'CON/WRONG_CREDIT_BUREAU',
      'NC/null',
      'RNR/null',
    ]);
  });
});

describe('supportFeedback drafts along every path', () => {
  // persistDraft runs on every change of the draft, with the draft as it is after the change.
  it.each(paths.map((path) => ({ title: describePath(path, supportFeedbackPaths), path })))(
    'drafts kept: $title',
    ({ path }) => {
      const persisted: PersistSupportDraftParams[] = [];
      const actor = createActor(
        supportFeedbackPaths.machine.provide({
          actions: {
            persistDraft: (_, params: PersistSupportDraftParams) => void persisted.push(params),
          },
        }),
        { input: { softCallId: SAMPLE.softCallId, today: SAMPLE.today } },
      ).start();
      for (const [i, step] of path.steps.slice(1).entries()) {
        actor.send(step.event as SupportFeedbackEvent);
        const after: SupportDraft = actor.getSnapshot().context.draft;
        expect(persisted).toHaveLength(seenIn(path.steps.slice(0, i + 2)).changes);
        if (persisted.length) {
          expect(persisted.at(-1)).toEqual({ softCallId: SAMPLE.softCallId, draft: after });
        }
      }
      actor.stop();
    },
  );
});

describe('a kept draft or a payload sent back', () => {
  it('reads unknown values as not chosen, and a type of task only with CON', () => {
    expect(parseSupportDraft(null)).toBeNull();
    expect(parseSupportDraft('CON')).toBeNull();
    expect(parseSupportDraft([])).toBeNull();
    expect(
      parseSupportDraft({ traceability: 'None', type_of_task: 'DISBURSAL', comment: 4 }),
    ).toEqual({ traceability: null, type_of_task: null, comment: '' });
    expect(
      parseSupportDraft({ traceability: 'NC', type_of_task: 'DISBURSAL', comment: 'x' }),
    ).toEqual({ traceability: 'NC', type_of_task: null, comment: 'x' });
    expect(parseSupportDraft({ traceability: 'CON', type_of_task: 'OTHER', comment: 'x' })).toEqual(
      {
        traceability: 'CON',
        type_of_task: null,
        comment: 'x',
      },
    );
  });

  it('opens the form with a payload it output before, ready to submit again', () => {
    const payload: SupportFeedback = {
      traceability: 'CON',
      comment: 'Charges explained',
      type_of_task: 'LOAN_CHARGES',
    };
    const context = initialSupportFeedbackContext({
      softCallId: SAMPLE.softCallId,
      today: SAMPLE.today,
      draft: payload,
    });
    expect(context.draft).toEqual(payload);
    const actor = createActor(supportFeedbackMachine, {
      input: { softCallId: SAMPLE.softCallId, today: SAMPLE.today, draft: payload },
    }).start();
    actor.send({ type: 'feedback.submit' });
    expect(actor.getSnapshot().output).toEqual(payload);
  });

  it('caps the comment at the contract limit', () => {
    const long = 'a'.repeat(1200);
    expect(parseSupportDraft({ traceability: 'RNR', comment: long })?.comment).toHaveLength(1000);
  });
});
