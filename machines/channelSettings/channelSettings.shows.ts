import { defineShows } from '../shared/shows.ts';
import { channelSettingsMachine } from './channelSettings.machine.ts';
import { CHANNEL_SETTINGS_TEXTS as T } from './channelSettings.texts.ts';

const ready = [T.editDescription, T.groupTitle, T.channelTags, T.changePicture];
const error = (s: { context: { error: string | null } }) => [s.context.error!];
const picked = (s: { context: { teamIds: number[] } }) => s.context.teamIds.length > 0;

/**
 * What a channel's settings show (ARCHITECTURE §4): the buttons that open each dialog (Edit name
 * not for a one-to-one), each dialog with Save (or Add Team / Remove Team) and Cancel, Saving…,
 * the spec's words after a save.
 */
export const channelSettingsShows = defineShows({
  machine: channelSettingsMachine,
  vocabulary: [T.saving, T.loadingTeams, T.loadingTags],
  controls: {
    [T.editName]: [{ type: 'name.edit' }],
    [T.editDescription]: [{ type: 'description.edit' }],
    [T.groupTitle]: [{ type: 'teams.edit' }],
    [T.channelTags]: [{ type: 'tags.edit' }],
    [T.changePicture]: [{ type: 'picture.edit' }],
    [T.save]: [
      { type: 'name.save' },
      { type: 'description.save' },
      { type: 'tags.save' },
      { type: 'picture.save' },
    ],
    [T.addTeam]: [{ type: 'teams.add' }],
    [T.removeTeam]: [{ type: 'teams.remove' }],
    [T.cancel]: [{ type: 'dialog.close' }],
  },
  states: {
    'channelSettings.idle': {
      enabled: ready,
      variants: [{ when: (s) => s.context.channel.type !== 'p2p', enabled: [T.editName] }],
    },
    'channelSettings.idle.ready': {},
    'channelSettings.idle.saved': { texts: (s) => [s.context.notice!] },
    'channelSettings.idle.failed': { texts: error },
    'channelSettings.theme': {
      texts: [T.saving],
      disabled: ready,
      variants: [{ when: (s) => s.context.channel.type !== 'p2p', disabled: [T.editName] }],
    },
    'channelSettings.name': { dialogs: [T.nameDialog] },
    'channelSettings.name.editing': { enabled: [T.save, T.cancel] },
    'channelSettings.name.saving': { texts: [T.saving], disabled: [T.save, T.cancel] },
    'channelSettings.name.failed': { texts: error, enabled: [T.save, T.cancel] },
    'channelSettings.description': { dialogs: [T.editDescription] },
    'channelSettings.description.editing': { enabled: [T.save, T.cancel] },
    'channelSettings.description.saving': { texts: [T.saving], disabled: [T.save, T.cancel] },
    'channelSettings.description.failed': { texts: error, enabled: [T.save, T.cancel] },
    'channelSettings.teams': { dialogs: [T.groupTitle] },
    'channelSettings.teams.loading': { texts: [T.loadingTeams], enabled: [T.cancel] },
    'channelSettings.teams.editing': {
      enabled: [T.cancel],
      variants: [
        { when: picked, enabled: [T.addTeam, T.removeTeam] },
        { when: (s) => !picked(s), disabled: [T.addTeam, T.removeTeam] },
      ],
    },
    'channelSettings.teams.adding': {
      texts: [T.saving],
      disabled: [T.addTeam, T.removeTeam, T.cancel],
    },
    'channelSettings.teams.removing': {
      texts: [T.saving],
      disabled: [T.addTeam, T.removeTeam, T.cancel],
    },
    'channelSettings.teams.failed': {
      texts: error,
      enabled: [T.cancel],
      variants: [
        { when: picked, enabled: [T.addTeam, T.removeTeam] },
        { when: (s) => !picked(s), disabled: [T.addTeam, T.removeTeam] },
      ],
    },
    'channelSettings.picture': { dialogs: [T.pictureDialog] },
    'channelSettings.picture.choosing': { enabled: [T.cancel] },
    'channelSettings.picture.refused': { texts: error, enabled: [T.cancel] },
    'channelSettings.picture.cropping': { texts: [T.preview], enabled: [T.save, T.cancel] },
    'channelSettings.picture.saving': {
      texts: [T.saving, T.preview],
      disabled: [T.save, T.cancel],
    },
    'channelSettings.picture.failed': {
      texts: (s) => [s.context.error!, T.preview],
      enabled: [T.save, T.cancel],
    },
    'channelSettings.tags': { dialogs: [T.channelTags] },
    'channelSettings.tags.loading': { texts: [T.loadingTags], enabled: [T.cancel] },
    'channelSettings.tags.editing': { enabled: [T.save, T.cancel] },
    'channelSettings.tags.saving': { texts: [T.saving], disabled: [T.save, T.cancel] },
    'channelSettings.tags.failed': { texts: error, enabled: [T.save, T.cancel] },
  },
});
