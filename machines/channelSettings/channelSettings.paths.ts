import { withInput } from '../callActions/withInput.ts';
import {
  definePathSpec,
  doneEvent,
  errorEvent,
  onlyRealChanges,
  serviceError,
} from '../pathSpec.ts';
import { channelSettingsMachine } from './channelSettings.machine.ts';
import { channelSettingsShows } from './channelSettings.shows.ts';

/** A team channel its admin edits, the seeded teams and tags, and what the server answers. */
export const CHANNEL_SETTINGS_SAMPLE = {
  channel: {
    channel_id: 1000123,
    name: 'kosh/private/1000123',
    type: 'private',
    display_name: 'Recovery huddle',
    description: 'Daily standup',
    theme: 'primary',
  },
  oneToOne: {
    channel_id: 1000124,
    name: 'kosh/p2p/1000124',
    type: 'p2p',
    display_name: 'Ravi Kumar',
    description: '',
    theme: 'blue',
  },
  teams: [
    { id: 1, name: 'Credit', member_count: 4 },
    { id: 5, name: 'Recovery', member_count: 9 },
  ],
  tags: [
    { id: 2, name: 'Collections' },
    { id: 6, name: 'Urgent' },
  ],
  newName: 'Recovery desk',
  newDescription: 'Standup at ten',
  refused: 'Only the channel admins can change this channel.',
  png: { name: 'team.png', type: 'image/png', size: 48_000 },
  pdf: { name: 'notes.pdf', type: 'application/pdf', size: 12_000 },
  huge: { name: 'huge.jpg', type: 'image/jpeg', size: 12 * 1024 * 1024 },
  pictureUrl: '/api/chat/channel-pics/0b6f3a52-5d1e-4c1e-9f55-3c4d2b1a9e10.jpg',
  notAnImage: 'team.png is not a PNG, JPEG or WebP image.',
  renamed: {
    channel_id: 1000123,
    name: 'kosh/private/1000123',
    type: 'private',
    display_name: 'Recovery desk',
    description: 'Standup at ten',
    theme: 'pink',
  },
} as const;

const S = CHANNEL_SETTINGS_SAMPLE;
const realChange = onlyRealChanges({
  'name.change': ['nameDraft', 'value'],
  'description.change': ['descriptionDraft', 'value'],
});

const events = [
  { type: 'name.edit' },
  { type: 'name.change', value: S.newName },
  { type: 'name.change', value: '  ' },
  { type: 'name.save' },
  { type: 'description.edit' },
  { type: 'description.change', value: S.newDescription },
  { type: 'description.save' },
  { type: 'theme.change', value: 'pink' },
  { type: 'teams.edit' },
  { type: 'team.toggle', id: 5 },
  { type: 'teams.add' },
  { type: 'teams.remove' },
  { type: 'tags.edit' },
  { type: 'tag.toggle', id: 6 },
  { type: 'tags.save' },
  { type: 'picture.edit' },
  { type: 'picture.choose', file: S.png },
  { type: 'picture.choose', file: S.pdf },
  { type: 'picture.choose', file: S.huge },
  { type: 'crop.change', crop: { zoom: 2, x: 0.5, y: -0.5 } },
  { type: 'picture.save' },
  { type: 'dialog.close' },
  doneEvent('setChannelProfilePic', { ...S.renamed, profile_pic: S.pictureUrl }),
  errorEvent('setChannelProfilePic', serviceError(S.notAnImage, 400)),
  doneEvent('changeChannelDisplayName', S.renamed),
  errorEvent('changeChannelDisplayName', serviceError(S.refused, 403)),
  doneEvent('setChannelDescription', S.renamed),
  errorEvent('setChannelDescription', serviceError(S.refused, 403)),
  doneEvent('updateChannel', S.renamed),
  errorEvent('updateChannel', serviceError(S.refused, 403)),
  doneEvent('listChatTeams', { teams: S.teams }),
  errorEvent('listChatTeams', serviceError('database is busy', 503)),
  doneEvent('addChannelTeams', { teams: S.teams }),
  errorEvent('addChannelTeams', serviceError('Team 9 does not exist.', 400)),
  doneEvent('removeChannelTeams', { teams: [] }),
  errorEvent('removeChannelTeams', serviceError('database is busy', 503)),
  doneEvent('getChannelTags', { tags: [S.tags[0]], choices: S.tags }),
  errorEvent('getChannelTags', serviceError('database is busy', 503)),
  doneEvent('setChannelTags', { tags: S.tags }),
  errorEvent('setChannelTags', serviceError('Tag 99 does not exist.', 400)),
];

const words: Record<string, string> = {
  'name.edit': "press 'Edit name'",
  'name.save': "press 'Save'",
  'description.edit': "press 'Edit Description'",
  'description.save': "press 'Save'",
  'teams.edit': "press 'Group Title'",
  'teams.add': "press 'Add Team'",
  'teams.remove': "press 'Remove Team'",
  'tags.edit': "press 'Channel Tags'",
  'tags.save': "press 'Save'",
  'dialog.close': "press 'Cancel'",
  'picture.edit': "press 'Change picture'",
  'picture.save': "press 'Save'",
  'crop.change': 'zoom to 2 and move the square right and up',
  'team.toggle': 'tick or untick the Recovery team',
  'tag.toggle': 'tick or untick the Urgent tag',
};

export const channelSettingsPaths = definePathSpec({
  machine: withInput(channelSettingsMachine, { channel: S.channel }),
  shows: channelSettingsShows as never,
  events,
  filterEvents: realChange,
  // The guards read only whether a team is ticked and whether the name is blank.
  stateKey: (snapshot) => ({
    value: snapshot.value,
    teams: snapshot.context.teamIds.length,
    tags: snapshot.context.tagIds.length,
    blank: snapshot.context.nameDraft.trim() === '',
    theme: snapshot.context.channel.theme,
  }),
  describeEvent: (event) => {
    if (event.type === 'name.change') {
      return event.value.trim() ? `type the name "${event.value}"` : 'clear the name';
    }
    if (event.type === 'description.change') return `type the description "${event.value}"`;
    if (event.type === 'theme.change') return `pick the theme ${event.value}`;
    if (event.type === 'picture.choose') return `choose the file ${event.file.name}`;
    if (event.type.startsWith('xstate.done.actor.')) return 'the server saves it';
    if (event.type.startsWith('xstate.error.actor.')) {
      return `the server refuses (${event.error.status}): "${event.error.message}"`;
    }
    return words[event.type];
  },
});
