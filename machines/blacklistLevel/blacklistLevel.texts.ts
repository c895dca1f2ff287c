import { blacklistMessages } from '../../src/domain/messages/blacklist.ts';
import { messages } from '../../src/domain/messages.ts';

const B = blacklistMessages;

/** The blacklist-change dialog: the spec's words (catalogue), and our labels. */
export const BLACKLIST_LEVEL_TEXTS = {
  heading: 'Blacklist level',
  current: (level: number) => `Current blacklist level: ${level}`,
  change: 'Change blacklist level',
  dialogTitle: 'Change blacklist level',
  level: 'Level',
  reason: 'Reason',
  confirm: 'Confirm',
  cancel: messages.labels.cancel,
  saving: 'Saving the blacklist level…',
  specifyReason: B.specifyReason,
  failed: B.levelChangeFailed,
  /** 'Blacklisting lists disabled features Loan, Refer, Chat, Wallet' (part 1 §6). */
  disables: `Disabled features: ${B.disabledFeatures.join(', ')}`,
} as const;
