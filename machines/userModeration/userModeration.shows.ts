import type { SnapshotFrom } from 'xstate';
import { defineShows } from '../shared/shows.ts';
import { dialogButtons, standingOf } from './userModeration.connect.ts';
import { userModerationMachine } from './userModeration.machine.ts';
import { USER_MODERATION_TEXTS as T } from './userModeration.texts.ts';

type Snapshot = SnapshotFrom<typeof userModerationMachine>;

const person = (s: Snapshot) => [s.context.user.name, s.context.user.username];
const standing = standingOf;
const dialog = {
  dialogs: [T.title],
  texts: (s: Snapshot) => [...person(s), ...standing(s)],
  enabled: (s: Snapshot) => dialogButtons(s).enabled,
  disabled: (s: Snapshot) => dialogButtons(s).disabled,
};
const busy = { ...dialog, texts: (s: Snapshot) => [...person(s), ...standing(s), T.working] };
const blacklistForm = {
  dialogs: [T.title, T.blacklistTitle],
  texts: [T.disables],
};

/**
 * The "user and mobile number" dialog: the user's name and number, where they stand, the actions
 * the viewer may use; a confirmation before Block User and Disable Chat; the blacklist form.
 */
export const userModerationShows = defineShows({
  machine: userModerationMachine,
  vocabulary: [
    T.working,
    T.blocked,
    T.unblocked,
    T.banned,
    T.bannedHere,
    T.chatDisabled,
    T.chatEnabled,
    T.blacklisted,
    T.specifyReason,
  ],
  controls: {
    [T.retry]: [{ type: 'status.retry' }],
    [T.block]: [{ type: 'block.press' }],
    [T.blockConfirm]: [{ type: 'block.confirm' }],
    [T.unblock]: [{ type: 'unblock.press' }],
    [T.ban]: [{ type: 'ban.press' }],
    [T.banConfirm]: [{ type: 'ban.confirm' }],
    [T.disable]: [{ type: 'chat.disable' }],
    [T.disableConfirm]: [{ type: 'disable.confirm' }],
    [T.enable]: [{ type: 'chat.enable' }],
    [T.blacklist]: [{ type: 'blacklist.open' }],
    [T.confirm]: [{ type: 'blacklist.confirm' }],
    [T.cancel]: [
      { type: 'block.cancel' },
      { type: 'ban.cancel' },
      { type: 'disable.cancel' },
      { type: 'blacklist.cancel' },
    ],
  },
  states: {
    'userModeration.loading': { dialogs: [T.title], texts: (s) => [...person(s), T.loading] },
    'userModeration.loadFailed': {
      dialogs: [T.title],
      texts: (s) => [...person(s), s.context.error!],
      enabled: [T.retry],
    },
    'userModeration.ready': dialog,
    'userModeration.ready.idle': {},
    'userModeration.ready.blocked': { texts: [T.blocked] },
    'userModeration.ready.unblocked': { texts: [T.unblocked] },
    'userModeration.ready.chatDisabled': { texts: [T.chatDisabled] },
    'userModeration.ready.chatEnabled': { texts: [T.chatEnabled] },
    'userModeration.ready.blacklisted': { texts: [T.blacklisted] },
    'userModeration.ready.failed': { texts: (s) => [s.context.error!] },
    'userModeration.confirmBlock': {
      dialogs: [T.title, T.confirmBlockTitle],
      texts: (s) => [T.confirmBlock(s.context.user.name)],
      enabled: [T.blockConfirm, T.cancel],
    },
    'userModeration.confirmBan': {
      dialogs: [T.title, T.confirmBanTitle],
      texts: (s) => [T.confirmBan(s.context.user.name)],
      enabled: [T.banConfirm, T.cancel],
    },
    'userModeration.unblocking': busy,
    'userModeration.banning': busy,
    'userModeration.banned': {
      dialogs: [T.title],
      texts: [T.bannedHere, T.banned],
      enabled: [],
    },
    'userModeration.confirmDisable': {
      dialogs: [T.title, T.confirmDisableTitle],
      texts: (s) => [T.confirmDisable(s.context.user.name)],
      enabled: [T.disableConfirm, T.cancel],
    },
    'userModeration.blocking': busy,
    'userModeration.disabling': busy,
    'userModeration.enabling': busy,
    'userModeration.blacklist': blacklistForm,
    'userModeration.blacklist.editing': { enabled: [T.confirm, T.cancel] },
    'userModeration.blacklist.editing.choosing': {},
    'userModeration.blacklist.editing.incomplete': { texts: [T.specifyReason] },
    'userModeration.blacklist.saving': { texts: [T.working], disabled: [T.confirm, T.cancel] },
    'userModeration.blacklist.failed': {
      texts: (s) => [s.context.error!],
      enabled: [T.confirm, T.cancel],
    },
  },
});
