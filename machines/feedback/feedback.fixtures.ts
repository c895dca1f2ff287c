import { addDays } from './feedback.rules.ts';
import type { FeedbackDraft } from './feedback.types.ts';

const today = '2025-03-10';

/** Sample values the feedback path spec, tests and stories share. */
export const FEEDBACK_SAMPLE = {
  softCallId: 4107,
  today,
  number: '9876543210',
  shortNumber: '98765',
  /** Ten characters, not ten digits. */
  lettersNumber: '98765abcde',
  /** Inside the promise window. */
  promiseDate: addDays(today, 5),
  /** The last day of the window: today + 30. */
  lastPromiseDate: addDays(today, 30),
  tooLateDate: addDays(today, 31),
  yesterday: addDays(today, -1),
  snoozeDate: addDays(today, 2),
  comment: 'Will pay after salary on the 15th',
} as const;

/** A finished draft per kind of outcome, for stories and tests. */
export const SAMPLE_DRAFTS = {
  nonContactable: { feedback: 'non_contactable', traceability: 'NC' },
  nonCooperative: {
    feedback: 'contactable',
    traceability: 'CON',
    cooperation_level: 'non_cooperative',
  },
  paid: {
    feedback: 'contactable',
    traceability: 'CON',
    cooperation_level: 'cooperative',
    payment: 'paid',
  },
  paidToFs: {
    feedback: 'contactable',
    traceability: 'CON',
    cooperation_level: 'cooperative',
    payment: 'paid_to_fs',
    payment_paid_fs: FEEDBACK_SAMPLE.number,
  },
  promiseToPay: {
    feedback: 'contactable',
    traceability: 'CON',
    cooperation_level: 'cooperative',
    payment: 'promise_to_pay',
    payment_promise_date: FEEDBACK_SAMPLE.promiseDate,
    comment: FEEDBACK_SAMPLE.comment,
  },
} as const satisfies Record<string, Partial<FeedbackDraft>>;
