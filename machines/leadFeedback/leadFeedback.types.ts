import type { components } from '../../openapi/generated/main.ts';

/** The body of the lead desk's feedback (openapi/main.yaml `LeadFeedback`). */
export type LeadFeedback = components['schemas']['LeadFeedback'];
export type LeadFeedbackOption = components['schemas']['LeadFeedbackOption'];

/**
 * What the agent has chosen and typed so far, kept per case so that a reload loses nothing. The
 * group leader's number is the last one confirmed in its dialog.
 */
export type LeadDraft = {
  feedback: LeadFeedbackOption | null;
  /** Ten digits; only with will_continue_same_group. */
  group_leader_number: string | null;
  comment: string;
};

export type LeadFeedbackInput = {
  softCallId: number;
  /** What was kept for the case, or the payload sent back for editing; read with parseLeadDraft. */
  draft?: unknown;
  /** The agent's day, YYYY-MM-DD. */
  today: string;
};

/** Why the form cannot be submitted yet. */
export type LeadFeedbackProblem = 'optionMissing' | 'leaderNumberInvalid';

/** Params of the `persistDraft` action the desk provides (it keeps the draft under its key). */
export type PersistLeadDraftParams = { softCallId: number; draft: LeadDraft };
