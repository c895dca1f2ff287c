import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyEventObject } from 'xstate';
import {
  channelSettingsPaths,
  CHANNEL_SETTINGS_SAMPLE as S,
} from '../../machines/channelSettings/channelSettings.paths.ts';
import { channelSettingsShows } from '../../machines/channelSettings/channelSettings.shows.ts';
import { connectChannelSettings } from '../../machines/channelSettings/index.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { ChannelSettingsView } from '../../src/features/chat/channel/settings/ChannelSettingsView.tsx';
import { renders } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

function story(events: AnyEventObject[]): Story {
  const snapshot = snapshotAfter(channelSettingsPaths.machine, ...events);
  return {
    args: { view: connectChannelSettings(snapshot) },
    parameters: renders(channelSettingsShows as never, snapshot),
  };
}

const meta = {
  title: 'Chat/Channel/Settings',
  component: ChannelSettingsView,
  args: {
    view: connectChannelSettings(snapshotAfter(channelSettingsPaths.machine)),
  },
} satisfies Meta<typeof ChannelSettingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const refused = serviceError(S.refused, 403);
const name = [
  { type: 'name.edit' },
  { type: 'name.change', value: S.newName },
  { type: 'name.save' },
];
const description = [
  { type: 'description.edit' },
  { type: 'description.change', value: S.newDescription },
  { type: 'description.save' },
];
const teamsOpen = [{ type: 'teams.edit' }, doneEvent('listChatTeams', { teams: S.teams })];
const teams = [...teamsOpen, { type: 'team.toggle', id: 5 }];
const tags = [
  { type: 'tags.edit' },
  doneEvent('getChannelTags', { tags: [S.tags[0]], choices: S.tags }),
];

export const Ready: Story = story([]);
export const ThemeSaving: Story = story([{ type: 'theme.change', value: 'pink' }]);
export const ThemeRefused: Story = story([
  { type: 'theme.change', value: 'pink' },
  errorEvent('updateChannel', refused),
]);
export const NameEditing: Story = story([{ type: 'name.edit' }]);
export const NameSaving: Story = story(name);
export const NameRefused: Story = story([...name, errorEvent('changeChannelDisplayName', refused)]);
export const Renamed: Story = story([...name, doneEvent('changeChannelDisplayName', S.renamed)]);
export const DescriptionEditing: Story = story([{ type: 'description.edit' }]);
export const DescriptionSaving: Story = story(description);
export const DescriptionRefused: Story = story([
  ...description,
  errorEvent('setChannelDescription', refused),
]);
export const TeamsLoading: Story = story([{ type: 'teams.edit' }]);
/** The teams could not be read: 'Please try again'. */
export const TeamsUnread: Story = story([
  { type: 'teams.edit' },
  errorEvent('listChatTeams', serviceError('database is busy', 503)),
]);
export const TeamsNonePicked: Story = story(teamsOpen);
export const TeamsPicked: Story = story(teams);
export const TeamsAdding: Story = story([...teams, { type: 'teams.add' }]);
export const TeamsRemoving: Story = story([...teams, { type: 'teams.remove' }]);
export const GroupsAdded: Story = story([
  ...teams,
  { type: 'teams.add' },
  doneEvent('addChannelTeams', { teams: S.teams }),
]);
export const GroupsRemoved: Story = story([
  ...teams,
  { type: 'teams.remove' },
  doneEvent('removeChannelTeams', { teams: [] }),
]);
/** 'Please try again'. */
export const TeamsFailed: Story = story([
  ...teams,
  { type: 'teams.add' },
  errorEvent('addChannelTeams', serviceError('Team 9 does not exist.', 400)),
]);
export const TagsLoading: Story = story([{ type: 'tags.edit' }]);
export const TagsEditing: Story = story(tags);
export const TagsSaving: Story = story([...tags, { type: 'tags.save' }]);
export const TagsUpdated: Story = story([
  ...tags,
  { type: 'tags.save' },
  doneEvent('setChannelTags', { tags: S.tags }),
]);
export const TagsFailed: Story = story([
  ...tags,
  { type: 'tags.save' },
  errorEvent('setChannelTags', serviceError('Tag 99 does not exist.', 400)),
]);

// A real 2×2 PNG, so the crop preview draws something.
const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR42mNk+M9Qz8DAwMDEwMDAAAAnQQMBl0yZ2wAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const chosen = {
  type: 'picture.choose',
  file: new File([PNG_BYTES], S.png.name, { type: S.png.type }),
};
const picture = [{ type: 'picture.edit' }, chosen];
const zoomed = [...picture, { type: 'crop.change', crop: { zoom: 2, x: 0.5, y: -0.5 } }];

export const PictureChoosing: Story = story([{ type: 'picture.edit' }]);
/** A PDF: refused before any call, the dialog stays open. */
export const PictureNotAnImage: Story = story([
  { type: 'picture.edit' },
  { type: 'picture.choose', file: S.pdf },
]);
export const PictureTooLarge: Story = story([
  { type: 'picture.edit' },
  { type: 'picture.choose', file: S.huge },
]);
export const PictureCropping: Story = story(zoomed);
export const PictureSaving: Story = story([...zoomed, { type: 'picture.save' }]);
export const PictureRefused: Story = story([
  ...zoomed,
  { type: 'picture.save' },
  errorEvent('setChannelProfilePic', serviceError(S.notAnImage, 400)),
]);
export const PictureSaved: Story = story([
  ...zoomed,
  { type: 'picture.save' },
  doneEvent('setChannelProfilePic', { ...S.renamed, profile_pic: S.pictureUrl }),
]);
