import type { components } from '../../openapi/generated/main.ts';

/** The body of `submitSupportFeedback` (openapi/main.yaml `SupportFeedback`). */
export type SupportFeedback = components['schemas']['SupportFeedback'];

/** The support call's traceability choices (CallContact: CON, NC, RNR). */
export type SupportTraceability = components['schemas']['CallContact'];
export type SupportTaskType = components['schemas']['SupportTaskType'];

/**
 * What the agent has chosen and typed so far: the whole form, and what is kept in storage per
 * support call so that a reload loses nothing.
 */
export type SupportDraft = {
  traceability: SupportTraceability | null;
  /** Only while the customer was connected (CON). */
  type_of_task: SupportTaskType | null;
  comment: string;
};

export type SupportFeedbackInput = {
  softCallId: number;
  /** The kept draft, or the payload sent back to be edited; read as unknown (see parseSupportDraft). */
  draft?: unknown;
  /** The agent's day, YYYY-MM-DD (the loop's input shape; this form has no dates). */
  today: string;
};

/** Why Submit was refused, first unmet rule first (spec part 1 §5 'Support call'). */
export type SupportProblem = 'feedbackMissing' | 'taskTypeMissing';

/** Params of the `persistDraft` action the desk screen provides (the draft under the desk's key). */
export type PersistSupportDraftParams = { softCallId: number; draft: SupportDraft };
