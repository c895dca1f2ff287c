import { blacklistMessages } from '../../src/domain/messages/blacklist.ts';
import { messages } from '../../src/domain/messages.ts';
import type { Decision } from './penalty.rules.ts';

const B = blacklistMessages;

/** The reward/penalty form: the spec's words (catalogue), and our labels. */
export const PENALTY_TEXTS = {
  heading: 'Reward or penalty',
  decision: 'Reward or penalty',
  decisions: { penalty: 'Penalty', reward: 'Reward' } as Readonly<Record<Decision, string>>,
  amount: 'Amount (₹)',
  date: 'Date',
  time: 'Time',
  comment: 'Comment',
  apply: messages.labels.apply,
  applying: 'Submitting…',
  incomplete: B.fillAllFieldsCorrectly,
  failed: B.penaltySaveFailed,
  /** 'Penalty submitted successfully', or the reward variant (part 2 §8). */
  submitted: (decision: Decision) =>
    decision === 'penalty' ? B.penaltySubmitted : B.decisionSubmitted(decision),
} as const;
