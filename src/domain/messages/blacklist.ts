import { deepFreeze } from './deepFreeze.ts';

/** The blacklist texts (part of the message catalogue, see ../messages.ts): they load with the screens that say them. */
export const blacklistMessages = deepFreeze({
  levelChangeFailed: 'Sorry blacklist level change failed.',
  specifyReason: 'Please Specify the reason for blacklisting.',
  youAreBlackListed: 'You are black listed',
  fillAllFieldsCorrectly: 'Please fill all the fields correctly!',
  fillDetails: 'Please fill the details',
  penaltySaveFailed: 'There is some error! Please try Again',
  penaltySubmitted: 'Penalty submitted successfully',
  decisionSubmitted: (decision: 'reward' | 'penalty') => `${decision} submitted successfully`,
  /** What blacklisting lists as disabled (part 1 §6). */
  disabledFeatures: ['Loan', 'Refer', 'Chat', 'Wallet'],
} as const);
