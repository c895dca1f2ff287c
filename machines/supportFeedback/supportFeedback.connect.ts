import type { SnapshotFrom } from 'xstate';
import { TRACEABILITY_LABELS } from '../../src/domain/loans.ts';
import type { supportFeedbackMachine } from './supportFeedback.machine.ts';
import {
  asksTaskType,
  SUPPORT_COMMENT_MAX,
  SUPPORT_TASK_OPTIONS,
  SUPPORT_TRACEABILITY_OPTIONS,
  supportProblemMessage,
  taskTypeLabel,
} from './supportFeedback.rules.ts';
import { SUPPORT_FEEDBACK_TEXTS as T } from './supportFeedback.texts.ts';
import type { SupportTaskType, SupportTraceability } from './supportFeedback.types.ts';

/* Snapshot → view model: plain data, so the form is a function of props and a story is one
   connect() call. */

export type SupportChoice<T extends string> = {
  value: T | null;
  options: ReadonlyArray<{ value: T; label: string }>;
  enabled: boolean;
};

export type SupportFeedbackView = {
  heading: string;
  traceability: SupportChoice<SupportTraceability>;
  /** Enabled only for a connected customer (CON); cleared when the traceability leaves CON. */
  taskType: SupportChoice<SupportTaskType>;
  comment: string;
  commentMax: number;
  /** The spec's words after a refused Submit; gone with the next change. */
  error: string | null;
  canSubmit: boolean;
  fieldsLocked: boolean;
  submitted: boolean;
};

type Snapshot = SnapshotFrom<typeof supportFeedbackMachine>;

const TRACEABILITY = SUPPORT_TRACEABILITY_OPTIONS.map((value) => ({
  value,
  label: TRACEABILITY_LABELS[value],
}));
const TASK_TYPES = SUPPORT_TASK_OPTIONS.map((value) => ({ value, label: taskTypeLabel(value) }));

export function connectSupportFeedback(snapshot: Snapshot): SupportFeedbackView {
  const { draft } = snapshot.context;
  const submitted = snapshot.status === 'done';
  const editing = !submitted;
  const error = snapshot.matches({ editing: 'needsTaskType' })
    ? supportProblemMessage('taskTypeMissing')
    : snapshot.matches({ editing: 'needsFeedback' })
      ? supportProblemMessage('feedbackMissing')
      : null;
  return {
    heading: T.heading,
    traceability: { value: draft.traceability, options: TRACEABILITY, enabled: editing },
    taskType: {
      value: draft.type_of_task,
      options: TASK_TYPES,
      enabled: editing && asksTaskType(draft.traceability),
    },
    comment: draft.comment,
    commentMax: SUPPORT_COMMENT_MAX,
    error,
    canSubmit: snapshot.can({ type: 'feedback.submit' }),
    fieldsLocked: submitted,
    submitted,
  };
}
