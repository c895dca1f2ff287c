import { messages } from '../../domain/messages.ts';

/** The Blacklist Information tab: the spec's words from the catalogue, our own labels beside. */
export const BLACKLIST_TEXTS = {
  loading: 'Loading the blacklist…',
  failed: 'Could not load the blacklist.',
  retry: 'Retry',
  readOnly: 'Only admins, credit, disbursal and recovery managers can change feature blocks.',
  complaints: 'Complaints',
  complaintColumns: ['Status', 'Complaint', 'Complaint Raised On'],
  noComplaints: messages.labels.noComplaints,
  history: 'Blacklist change history',
  historyColumns: ['When', 'By', 'What changed', 'Reason'],
  noHistory: 'No changes recorded yet.',
  historyFailed: 'Could not load the change history.',
  enabled: 'Enabled',
  blockedTill: (day: string) => `blocked till ${day}`,
  changeField: {
    refer_loan: messages.labels.blacklistFeature.refer_loan,
    apply_loan: messages.labels.blacklistFeature.apply_loan,
    enable_chat: messages.labels.blacklistFeature.enable_chat,
    enable_wallet: messages.labels.blacklistFeature.enable_wallet,
    enable_profile: messages.labels.blacklistFeature.enable_profile,
    last_penalty: messages.labels.blacklistFeature.last_penalty,
    blacklist_level: 'Blacklist level',
    reward: 'Reward',
    penalty: 'Penalty',
  },
} as const;
