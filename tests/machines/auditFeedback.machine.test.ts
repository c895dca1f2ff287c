import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, type SnapshotFrom } from 'xstate';
import { auditFeedbackPaths } from '../../machines/auditFeedback/auditFeedback.paths.ts';
import {
  type AuditDraft,
  type AuditFeedback,
  type AuditFeedbackEvent,
  auditFeedbackMachine,
  connectAuditFeedback,
  type PersistAuditDraftParams,
  parseAuditDraft,
  AUDIT_FEEDBACK_SAMPLE as SAMPLE,
} from '../../machines/auditFeedback/index.ts';
import { coverageSummary } from '../support/coverage.ts';
import { describePath, stateLabel } from '../support/describePath.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';
import type { PathStep } from '../support/paths.ts';

type Snapshot = SnapshotFrom<typeof auditFeedbackMachine>;

// The specification's texts, written out so that a changed catalogue entry fails here.
const GIVE_FEEDBACK = 'Give Feedback';
const HEADING = 'Submit Your Feedback Here';

/** What the auditor has done so far, folded from a path's events (the test's own model). */
type Seen = {
  traceability: string | null;
  payment: string | null;
  comment: string;
  /** Submit was pressed with something missing, and nothing since completed the form. */
  warned: boolean;
  submitted: boolean;
  changes: number;
};

const START: Seen = {
  traceability: null,
  payment: null,
  comment: '',
  warned: false,
  submitted: false,
  changes: 0,
};
const complete = (s: Seen) =>
  s.traceability !== null && s.payment !== null && s.comment.trim() !== '';

function fold(seen: Seen, event: AnyEventObject): Seen {
  const next = { ...seen };
  switch (event.type) {
    case 'traceability.change':
      next.traceability = event.value;
      break;
    case 'payment.change':
      next.payment = event.value;
      break;
    case 'comment.change':
      next.comment = event.value;
      break;
    case 'feedback.submit':
      if (complete(seen)) next.submitted = true;
      else next.warned = true;
      return next;
  }
  next.changes += 1;
  if (complete(next)) next.warned = false;
  return next;
}

const seenIn = (history: readonly PathStep[]) =>
  history.slice(1).reduce((seen, step) => fold(seen, step.event), START);

const { paths, coverage } = describeMachinePaths(
  'auditFeedback',
  auditFeedbackPaths,
  (anyState, history) => {
    const state = anyState as Snapshot;
    const seen = seenIn(history);
    const view = connectAuditFeedback(state);
    expect(stateLabel(state)).toBe(
      seen.submitted ? 'submitted' : seen.warned ? 'editing.incomplete' : 'editing.form',
    );
    expect(view.heading).toBe(HEADING);
    // Nothing chosen or typed is lost, whatever was pressed.
    expect(view.traceability.value).toBe(seen.traceability);
    expect(view.payment.value).toBe(seen.payment);
    expect(view.comment).toBe(seen.comment);
    expect(view.error).toBe(seen.warned && !seen.submitted ? GIVE_FEEDBACK : null);
    expect(view.canSubmit).toBe(!seen.submitted);
    expect(view.traceability.enabled).toBe(!seen.submitted);
    expect(view.fieldsLocked).toBe(seen.submitted);
    if (seen.submitted) {
      expect(state.status).toBe('done');
      expect(state.output).toEqual({
        traceability: seen.traceability,
        payment: seen.payment,
        comment: seen.comment.trim(),
      } satisfies Record<keyof AuditFeedback, unknown>);
    } else expect(state.output).toBeUndefined();
  },
);

describe('auditFeedback coverage', () => {
  it('reaches all 4 states and takes every transition', () => {
    expect(coverageSummary(coverage, paths.length)).toMatchObject({
      states: { covered: 4, total: 4 },
    });
  });

  it('submits every traceability with every payment', () => {
    const outcomes = new Set(
      paths
        .filter((path) => path.state.status === 'done')
        .map((path) => {
          const out = path.state.output as AuditFeedback;
          return `${out.traceability}/${out.payment}`;
        }),
    );
    expect([...outcomes].sort()).toEqual([
      'CON/DONE',
      'CON/DUE',
      'NC/DONE',
      'NC/DUE',
      'RNR/DONE',
      'RNR/DUE',
    ]);
  });

  it("says 'Give Feedback' for each missing part alone", () => {
    const warnedFor = new Set(
      paths
        .filter((path) => stateLabel(path.state) === 'editing.incomplete')
        .map((path) => {
          const { draft } = (path.state as Snapshot).context;
          return [
            draft.traceability ? '' : 'traceability',
            draft.payment ? '' : 'payment',
            draft.comment.trim() ? '' : 'comment',
          ]
            .filter(Boolean)
            .join('+');
        }),
    );
    for (const missing of ['traceability', 'payment', 'comment']) {
      expect(warnedFor.has(missing)).toBe(true);
    }
  });
});

describe('auditFeedback drafts along every path', () => {
  it.each(paths.map((path) => ({ title: describePath(path, auditFeedbackPaths), path })))(
    'drafts kept: $title',
    ({ path }) => {
      const persisted: PersistAuditDraftParams[] = [];
      const actor = createActor(
        auditFeedbackPaths.machine.provide({
          actions: {
            persistDraft: (_, params: PersistAuditDraftParams) => void persisted.push(params),
          },
        }),
        { input: { softCallId: SAMPLE.softCallId, today: SAMPLE.today } },
      ).start();
      for (const [i, step] of path.steps.slice(1).entries()) {
        actor.send(step.event as AuditFeedbackEvent);
        const seen = seenIn(path.steps.slice(0, i + 2));
        expect(persisted).toHaveLength(seen.changes);
        if (step.event.type !== 'feedback.submit') {
          expect(persisted.at(-1)).toEqual({
            softCallId: SAMPLE.softCallId,
            draft: actor.getSnapshot().context.draft,
          });
        }
      }
      actor.stop();
    },
  );
});

describe('auditFeedback input', () => {
  const start = (draft: unknown) =>
    createActor(auditFeedbackMachine, {
      input: { softCallId: SAMPLE.softCallId, today: SAMPLE.today, draft },
    }).start();

  it('reads a kept draft, or the payload sent back to be edited, into the form', () => {
    const payload: AuditFeedback = { traceability: 'RNR', payment: 'DUE', comment: 'No answer' };
    expect(start(payload).getSnapshot().context.draft).toEqual(payload);
    const actor = start(payload);
    actor.send({ type: 'feedback.submit' });
    expect(actor.getSnapshot().output).toEqual(payload);
  });

  it('reads unknown values as not chosen, and anything else as an empty form', () => {
    expect(parseAuditDraft({ traceability: 'contactable', payment: 'paid', comment: 7 })).toEqual({
      traceability: null,
      payment: null,
      comment: '',
    } satisfies AuditDraft);
    expect(parseAuditDraft(null)).toEqual({ traceability: null, payment: null, comment: '' });
    expect(parseAuditDraft('CON')).toEqual({ traceability: null, payment: null, comment: '' });
    expect(parseAuditDraft({ comment: 'x'.repeat(1200) }).comment).toHaveLength(1000);
  });
});
