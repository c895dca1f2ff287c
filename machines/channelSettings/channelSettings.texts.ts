import { chatMessages } from '../../src/domain/messages/chat.ts';
import { messages } from '../../src/domain/messages.ts';
import type { ChatTheme } from './channelSettings.actors.ts';

/** A channel's settings: the dialog titles and alerts are the spec's (§2, §8), the rest ours. */
export const CHANNEL_SETTINGS_TEXTS = {
  region: 'Channel settings',
  editName: 'Edit name',
  nameDialog: 'Edit Name',
  displayName: 'Channel name',
  editDescription: 'Edit Description',
  description: 'Description',
  theme: 'Theme',
  themes: [
    'primary',
    'secondary',
    'blue',
    'purple',
    'warning',
    'success',
    'danger',
    'info',
    'pink',
    'orange',
  ] as const satisfies readonly ChatTheme[],
  groupTitle: 'Group Title',
  addTeam: 'Add Team',
  removeTeam: 'Remove Team',
  channelTags: 'Channel Tags',
  loadingTeams: 'Loading the teams…',
  loadingTags: 'Loading the tags…',
  save: 'Save',
  cancel: 'Cancel',
  saving: 'Saving…',
  saved: 'Saved',
  groupsAdded: chatMessages.groupsAdded,
  groupsRemoved: chatMessages.groupsRemoved,
  tagsUpdated: chatMessages.tagsUpdated,
  tryAgain: messages.common.pleaseTryAgain,
} as const;
