import type { SupportDraft } from './supportFeedback.types.ts';

/** Sample values the support feedback path spec, tests and stories share. */
export const SUPPORT_FEEDBACK_SAMPLE = {
  softCallId: 5203,
  today: '2025-03-10',
  comment: 'Asked when the loan is disbursed; told her two days',
  /** Spaces only: reads as no comment. */
  blankComment: '   ',
} as const;

/** A draft per kind of outcome, for stories and tests. */
export const SUPPORT_DRAFTS = {
  connected: {
    traceability: 'CON',
    type_of_task: 'DISBURSAL',
    comment: SUPPORT_FEEDBACK_SAMPLE.comment,
  },
  connectedNoTask: {
    traceability: 'CON',
    type_of_task: null,
    comment: SUPPORT_FEEDBACK_SAMPLE.comment,
  },
  notContactable: { traceability: 'NC', type_of_task: null, comment: 'Switched off' },
  noComment: { traceability: 'RNR', type_of_task: null, comment: '' },
} as const satisfies Record<string, SupportDraft>;
