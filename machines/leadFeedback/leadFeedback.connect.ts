import type { SnapshotFrom } from 'xstate';
import { humanize } from '../../src/domain/loans.ts';
import { messages } from '../../src/domain/messages.ts';
import type { leadFeedbackMachine } from './leadFeedback.machine.ts';
import {
  LEAD_COMMENT_MAX,
  LEAD_OPTIONS,
  leadFeedbackProblem,
  leadProblemMessage,
  SAME_GROUP,
} from './leadFeedback.rules.ts';
import type { LeadFeedbackOption } from './leadFeedback.types.ts';

/* Snapshot → view model: plain data, so the form is a function of props and a story is one
   connect() call. */

export type LeadChoice = {
  /** While the number dialog is open, will_continue_same_group shows chosen; cancel reverts it. */
  value: LeadFeedbackOption | null;
  options: ReadonlyArray<{ value: LeadFeedbackOption; label: string }>;
  enabled: boolean;
};

export type LeadFeedbackView = {
  heading: string;
  feedback: LeadChoice;
  /** The confirmed number of will_continue_same_group ('-' before one is confirmed). */
  leaderNumber: string | null;
  canEditNumber: boolean;
  comment: string;
  commentMax: number;
  /** The spec's words after a Submit with a rule unmet. */
  error: string | null;
  canSubmit: boolean;
  /** A dialog is over the form, or the feedback has gone. */
  fieldsLocked: boolean;
  dialog: { value: string; error: string | null } | null;
  submitted: boolean;
};

const OPTIONS = LEAD_OPTIONS.map((value) => ({ value, label: humanize(value) }));

export function connectLeadFeedback(
  snapshot: SnapshotFrom<typeof leadFeedbackMachine>,
): LeadFeedbackView {
  const { draft, dialog } = snapshot.context;
  const atForm = snapshot.matches({ editing: 'form' });
  const submitted = snapshot.status === 'done';
  const problem = leadFeedbackProblem(draft);
  const inDialog = snapshot.matches({ editing: 'numberDialog' });
  return {
    heading: messages.labels.submitFeedbackHere,
    feedback: {
      value: inDialog ? SAME_GROUP : draft.feedback,
      options: OPTIONS,
      enabled: atForm,
    },
    leaderNumber: draft.feedback === SAME_GROUP ? (draft.group_leader_number ?? '-') : null,
    canEditNumber: atForm && draft.feedback === SAME_GROUP,
    comment: draft.comment,
    commentMax: LEAD_COMMENT_MAX,
    error:
      snapshot.matches({ editing: { form: 'invalid' } }) && problem !== null
        ? leadProblemMessage(problem)
        : null,
    canSubmit: atForm,
    fieldsLocked: !atForm,
    dialog:
      inDialog && dialog
        ? {
            value: dialog.value,
            error: snapshot.hasTag('error') ? messages.calls.provideCorrectNumber : null,
          }
        : null,
    submitted,
  };
}
