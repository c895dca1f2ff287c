import { blacklistMessages } from '../../src/domain/messages/blacklist.ts';
import { messages } from '../../src/domain/messages.ts';
import type { DurationKey, Feature } from './featureBlock.rules.ts';

const L = messages.labels;

/** The feature-block table and its blocking dialog: the spec's words (catalogue), and ours. */
export const FEATURE_BLOCK_TEXTS = {
  heading: 'Feature blocks',
  columns: L.blacklistColumns,
  feature: L.blacklistFeature as Readonly<Record<Feature | 'last_penalty', string>>,
  duration: L.blockDuration as Readonly<Record<DurationKey, string>>,
  permanently: L.blockDuration.permanently,
  enabled: 'Enabled',
  blocked: 'Blocked',
  save: L.saveChanges,
  saving: 'Saving the changes…',
  fillDetails: blacklistMessages.fillDetails,
  dialogTitle: (feature: string) => `Block ${feature}`,
  durationLabel: 'Duration',
  pickDuration: 'Choose a duration',
  reasonLabel: 'Reason',
  add: 'Add',
  cancel: L.cancel,
  changed: 'Changed, not saved yet',
  unsaved: 'The highlighted rows are not saved yet.',
  toggleLabel: (feature: string) => `${feature}: enabled`,
  penaltyHeading: 'Penalty entry',
  penaltyAmount: 'Penalty amount (₹)',
  penaltyDate: 'Penalty date',
  penaltyTime: 'Penalty time',
  penaltySent: 'Saved with the changes as the last penalty, when above 0 and dated.',
  penaltyNeedsAmount: 'This penalty will not be saved: the amount must be above 0.',
  penaltyNeedsDate: 'This penalty will not be saved: choose its date.',
  penaltyUnsaved: 'The penalty is not saved yet.',
} as const;
