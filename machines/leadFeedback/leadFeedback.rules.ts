import { NEW_LEAD_FEEDBACK_OPTIONS } from '../../src/domain/loans.ts';
import { messages } from '../../src/domain/messages.ts';
import type {
  LeadDraft,
  LeadFeedback,
  LeadFeedbackOption,
  LeadFeedbackProblem,
} from './leadFeedback.types.ts';

/** Pure lead-feedback rules (spec part 1 §4 'Feedback', §9 new lead feedback), for guards and connect(). */

// The domain's list is the contract's enum (assigning it here fails to compile if they differ).
export const LEAD_OPTIONS: readonly LeadFeedbackOption[] = NEW_LEAD_FEEDBACK_OPTIONS;

/** The choice that asks for the number of the group's leader. */
export const SAME_GROUP: LeadFeedbackOption = 'will_continue_same_group';

export const LEADER_NUMBER_LENGTH = 10;
/** The contract's limit on the comment. */
export const LEAD_COMMENT_MAX = 1000;

export const EMPTY_LEAD_DRAFT: LeadDraft = Object.freeze({
  feedback: null,
  group_leader_number: null,
  comment: '',
});

/** Ten characters, and those digits (the contract's pattern). */
export function isValidLeaderNumber(value: string | null): boolean {
  return value !== null && new RegExp(`^[0-9]{${LEADER_NUMBER_LENGTH}}$`).test(value.trim());
}

export const capLeadComment = (value: string): string => value.slice(0, LEAD_COMMENT_MAX);

/** The first rule the draft breaks, or null when it can be submitted. */
export function leadFeedbackProblem(draft: LeadDraft): LeadFeedbackProblem | null {
  if (draft.feedback === null) return 'optionMissing';
  if (draft.feedback === SAME_GROUP && !isValidLeaderNumber(draft.group_leader_number)) {
    return 'leaderNumberInvalid';
  }
  return null;
}

/** The spec's words for a problem. */
export function leadProblemMessage(problem: LeadFeedbackProblem): string {
  return problem === 'leaderNumberInvalid'
    ? messages.calls.provideCorrectNumber
    : messages.calls.fillFieldsCorrectly;
}

/** A choice; the leader's number stays only with will_continue_same_group. */
export function withLeadOption(
  draft: LeadDraft,
  feedback: LeadFeedbackOption,
  number: string | null = null,
): LeadDraft {
  return {
    ...draft,
    feedback,
    group_leader_number: feedback === SAME_GROUP ? (number?.trim() ?? null) : null,
  };
}

const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * A draft read back from storage, or the payload sent back for editing: anything that is not an
 * object gives null; unknown values read as not chosen, a number that is not ten digits as none.
 */
export function parseLeadDraft(value: unknown): LeadDraft | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const raw = value as Record<string, unknown>;
  const feedback = (LEAD_OPTIONS as readonly unknown[]).includes(raw.feedback)
    ? (raw.feedback as LeadFeedbackOption)
    : null;
  const number = stringOrNull(raw.group_leader_number);
  return {
    feedback,
    group_leader_number:
      feedback === SAME_GROUP && isValidLeaderNumber(number) ? number!.trim() : null,
    comment: capLeadComment(stringOrNull(raw.comment) ?? ''),
  };
}

/** The request body from a draft with no problem. */
export function toLeadFeedback(draft: LeadDraft): LeadFeedback {
  if (draft.feedback === null) throw new Error('A lead feedback needs a choice');
  return {
    feedback: draft.feedback,
    group_leader_number: draft.feedback === SAME_GROUP ? draft.group_leader_number : null,
    comment: draft.comment.trim(),
  };
}
