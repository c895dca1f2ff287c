import { AUDIT_CONTACT_OPTIONS, humanize, SUPPORT_TASK_TYPES } from '../../src/domain/loans.ts';
import { messages } from '../../src/domain/messages.ts';
import type {
  SupportDraft,
  SupportFeedback,
  SupportProblem,
  SupportTaskType,
  SupportTraceability,
} from './supportFeedback.types.ts';

/** Pure support-call feedback rules (spec part 1 §5 'Support call', §9 support task type). */

export const SUPPORT_TRACEABILITY_OPTIONS: readonly SupportTraceability[] = AUDIT_CONTACT_OPTIONS;
export const SUPPORT_TASK_OPTIONS: readonly SupportTaskType[] = SUPPORT_TASK_TYPES;

/** The contract's codes read as words: UNABLE_TO_PAY → Unable To Pay. */
export const taskTypeLabel = (value: SupportTaskType): string => humanize(value.toLowerCase());

/** The contract's limit on the comment. */
export const SUPPORT_COMMENT_MAX = 1000;

export const EMPTY_SUPPORT_DRAFT: SupportDraft = Object.freeze({
  traceability: null,
  type_of_task: null,
  comment: '',
});

/** A type of task is asked for only when the customer was connected. */
export const asksTaskType = (traceability: SupportTraceability | null): boolean =>
  traceability === 'CON';

/** Traceability and a non-blank comment always; a connected customer also a type of task. */
export function supportProblem(draft: SupportDraft): SupportProblem | null {
  if (draft.traceability === null || draft.comment.trim() === '') return 'feedbackMissing';
  if (asksTaskType(draft.traceability) && draft.type_of_task === null) return 'taskTypeMissing';
  return null;
}

export function supportProblemMessage(problem: SupportProblem): string {
  return problem === 'taskTypeMissing'
    ? messages.calls.markTypeOfTask
    : messages.calls.giveFeedback;
}

export const capSupportComment = (value: string): string => value.slice(0, SUPPORT_COMMENT_MAX);

/** Leaving CON clears the type of task (its options are then disabled). */
export const withoutTaskType = (draft: SupportDraft): SupportDraft => ({
  ...draft,
  type_of_task: null,
});

const oneOf = <T extends string>(options: readonly T[], value: unknown): T | null =>
  (options as readonly unknown[]).includes(value) ? (value as T) : null;

/**
 * A draft read back from storage, or a payload sent back to be edited: anything that is not an
 * object gives null; unknown values read as not chosen, and a type of task without CON goes.
 */
export function parseSupportDraft(value: unknown): SupportDraft | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const raw = value as Record<string, unknown>;
  const traceability = oneOf(SUPPORT_TRACEABILITY_OPTIONS, raw.traceability);
  return {
    traceability,
    type_of_task: asksTaskType(traceability) ? oneOf(SUPPORT_TASK_OPTIONS, raw.type_of_task) : null,
    comment: capSupportComment(typeof raw.comment === 'string' ? raw.comment : ''),
  };
}

/** The request body from a draft with no problem: type_of_task only for a connected customer. */
export function toSupportFeedback(draft: SupportDraft): SupportFeedback {
  if (draft.traceability === null) {
    throw new Error('A support feedback needs the traceability');
  }
  return {
    traceability: draft.traceability,
    comment: draft.comment.trim(),
    type_of_task: asksTaskType(draft.traceability) ? draft.type_of_task : null,
  };
}
