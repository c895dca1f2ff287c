import { chatMessages } from '../../src/domain/messages/chat.ts';
import { BLACKLIST_LEVEL_TEXTS as B } from '../blacklistLevel/blacklistLevel.texts.ts';
import { AVATAR_TEXTS } from './userModeration.avatar.ts';

/** The "user and mobile number" dialog's words: successes from the catalogue, the rest ours. */
export const USER_MODERATION_TEXTS = {
  title: 'User and mobile number',
  openOf: AVATAR_TEXTS.openOf,
  number: 'Mobile number',
  close: 'Close',
  loading: 'Loading…',
  retry: 'Retry',
  working: 'Saving…',
  blockedHere: 'Blocked in this channel',
  bannedHere: 'Banned from this channel',
  chatIsDisabled: 'Chat disabled',
  block: 'Block User',
  unblock: 'Unblock User',
  ban: 'Ban User',
  disable: 'Disable Chat',
  enable: 'Enable Chat',
  blacklist: 'Blacklist User',
  /** The confirmations' buttons (not named as the dialog's own, which stay behind them). */
  blockConfirm: 'Block',
  banConfirm: 'Ban',
  disableConfirm: 'Disable',
  blocked: chatMessages.userBlocked,
  unblocked: 'User unblocked in this channel',
  banned: 'User banned from this channel',
  chatDisabled: chatMessages.chatDisabled,
  chatEnabled: chatMessages.chatEnabled,
  blacklisted: chatMessages.userBlacklisted,
  confirmBlockTitle: 'Block user',
  confirmBlock: (name: string) =>
    `Block ${name} in this channel? They will not be able to post here.`,
  confirmBanTitle: 'Ban user',
  confirmBan: (name: string) =>
    `Ban ${name} from this channel? They leave it and cannot join it again unless an admin adds them back.`,
  confirmDisableTitle: 'Disable chat',
  confirmDisable: (name: string) =>
    `Disable chat for ${name}? They will not be able to post in any channel.`,
  cancel: B.cancel,
  blacklistTitle: 'Blacklist user',
  level: B.level,
  reason: B.reason,
  confirm: B.confirm,
  disables: B.disables,
  specifyReason: B.specifyReason,
} as const;
