import { assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type {
  ChannelSettingsActors,
  ChatTag,
  ChatTeam,
  ChatTheme,
} from './channelSettings.actors.ts';
import {
  CENTRED,
  clampedCrop,
  DESCRIPTION_MAX,
  isPictureSize,
  isPictureType,
  NAME_MAX,
  type PictureCrop,
  type PictureFile,
  type SettingsChannel,
  toggled,
} from './channelSettings.rules.ts';
import { CHANNEL_SETTINGS_TEXTS as T } from './channelSettings.texts.ts';

export type ChannelSettingsContext = {
  channel: SettingsChannel;
  nameDraft: string;
  descriptionDraft: string;
  themeDraft: ChatTheme;
  /** The teams ticked in Group Title; the tags ticked in Channel Tags. */
  teamIds: number[];
  tagIds: number[];
  /** What the dialogs offer, read as they open. */
  teamChoices: ChatTeam[];
  tagChoices: ChatTag[];
  /** What the last save said: a success, or the server's words / 'Please try again'. */
  notice: string | null;
  error: string | null;
  /** The picture chosen in Change picture, and its square crop. */
  picture: PictureFile | null;
  crop: PictureCrop;
};

export type ChannelSettingsEvent =
  | { type: 'name.edit' }
  | { type: 'name.change'; value: string }
  | { type: 'name.save' }
  | { type: 'description.edit' }
  | { type: 'description.change'; value: string }
  | { type: 'description.save' }
  | { type: 'theme.change'; value: ChatTheme }
  | { type: 'teams.edit' }
  | { type: 'team.toggle'; id: number }
  | { type: 'teams.add' }
  | { type: 'teams.remove' }
  | { type: 'tags.edit' }
  | { type: 'tag.toggle'; id: number }
  | { type: 'tags.save' }
  | { type: 'picture.edit' }
  | { type: 'picture.choose'; file: PictureFile }
  | { type: 'crop.change'; crop: PictureCrop }
  | { type: 'picture.save' }
  | { type: 'dialog.close' };

type Outputs = { [K in keyof ChannelSettingsActors]: ChannelSettingsActors[K] };
const call = <K extends keyof Outputs>(name: K) =>
  unprovided<
    Outputs[K] extends import('xstate').PromiseActorLogic<infer O, infer _I> ? O : never,
    Outputs[K] extends import('xstate').PromiseActorLogic<infer _O, infer I> ? I : never
  >(name);

const TO_READY = '#channelSettings.idle.ready';
const TO_SAVED = '#channelSettings.idle.saved';
const TO_FAILED = '#channelSettings.idle.failed';

const nameEdits = {
  'name.change': { target: 'editing', actions: 'assignNameDraft' },
  'name.save': [{ guard: 'isBlankName', target: TO_READY }, { target: 'saving' }],
  'dialog.close': TO_READY,
} as const;
const descriptionEdits = {
  'description.change': { target: 'editing', actions: 'assignDescriptionDraft' },
  'description.save': 'saving',
  'dialog.close': TO_READY,
} as const;
const teamEdits = {
  'team.toggle': { target: 'editing', actions: 'toggleTeam' },
  'teams.add': { guard: 'hasTeams', target: 'adding' },
  'teams.remove': { guard: 'hasTeams', target: 'removing' },
  'dialog.close': TO_READY,
} as const;
const pictureChoice = {
  'picture.choose': [
    {
      guard: 'isNotPicture',
      target: '#channelSettings.picture.refused',
      actions: 'refuseNotPicture',
    },
    {
      guard: 'isTooLarge',
      target: '#channelSettings.picture.refused',
      actions: 'refuseTooLarge',
    },
    { target: '#channelSettings.picture.cropping', actions: 'keepPicture' },
  ],
  'dialog.close': TO_READY,
} as const;
const cropEdits = {
  ...pictureChoice,
  'crop.change': { target: '#channelSettings.picture.cropping', actions: 'assignCrop' },
  'picture.save': '#channelSettings.picture.saving',
} as const;
const tagEdits = {
  'tag.toggle': { target: 'editing', actions: 'toggleTag' },
  'tags.save': 'saving',
  'dialog.close': TO_READY,
} as const;

/**
 * A channel's settings in its profile sidebar, for its admins and the super admin (spec part 2 §2
 * dialogs Edit Description, Group Title, Channel Tags; §5 display name; §3 themes): each dialog
 * saves once, keeps what was typed on a failure, and says the spec's words ('Successfully added
 * groups', 'Successfully removed groups', 'Tags Updated Successfully', 'Please try again').
 * A blank display name is ignored; a one-to-one cannot be renamed. Change picture takes a PNG,
 * JPEG or WebP image, crops it square and uploads it (§7 'PUT core/channel/{id}/profile-pic');
 * another file is refused with the dialog left open.
 */
export const channelSettingsMachine = setup({
  types: {
    input: {} as { channel: SettingsChannel },
    context: {} as ChannelSettingsContext,
    events: {} as ChannelSettingsEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    changeChannelDisplayName: call('changeChannelDisplayName'),
    setChannelDescription: call('setChannelDescription'),
    updateChannel: call('updateChannel'),
    listChatTeams: call('listChatTeams'),
    addChannelTeams: call('addChannelTeams'),
    removeChannelTeams: call('removeChannelTeams'),
    getChannelTags: call('getChannelTags'),
    setChannelTags: call('setChannelTags'),
    setChannelProfilePic: call('setChannelProfilePic'),
  },
  guards: {
    canRename: ({ context }) => context.channel.type !== 'p2p',
    isBlankName: ({ context }) => context.nameDraft.trim() === '',
    hasTeams: ({ context }) => context.teamIds.length > 0,
    isNotPicture: ({ event }) => event.type === 'picture.choose' && !isPictureType(event.file),
    isTooLarge: ({ event }) => event.type === 'picture.choose' && !isPictureSize(event.file),
    isOtherTheme: ({ context, event }) =>
      event.type === 'theme.change' && event.value !== (context.channel.theme ?? 'primary'),
  },
  actions: {
    assignNameDraft: assign(({ event }) => ({
      nameDraft: event.type === 'name.change' ? event.value.slice(0, NAME_MAX) : '',
    })),
    assignDescriptionDraft: assign(({ event }) => ({
      descriptionDraft:
        event.type === 'description.change' ? event.value.slice(0, DESCRIPTION_MAX) : '',
    })),
    toggleTeam: assign(({ context, event }) => ({
      teamIds: event.type === 'team.toggle' ? toggled(context.teamIds, event.id) : context.teamIds,
    })),
    toggleTag: assign(({ context, event }) => ({
      tagIds: event.type === 'tag.toggle' ? toggled(context.tagIds, event.id) : context.tagIds,
    })),
    /** The channel as the server answered it (name, description, theme). */
    keepChannel: assign(({ context, event }) => {
      const channel = (event as unknown as { output: SettingsChannel }).output;
      return {
        channel: { ...context.channel, ...channel },
        notice: T.saved,
        error: null,
      };
    }),
    keepServerWords: assign(({ event }) => ({
      error: toServiceError((event as { error?: unknown }).error).message,
      notice: null,
    })),
    tryAgain: assign({ error: T.tryAgain, notice: null }),
    keepPicture: assign(({ event }) => ({
      picture: event.type === 'picture.choose' ? event.file : null,
      crop: CENTRED,
      error: null,
    })),
    assignCrop: assign(({ context, event }) => ({
      crop: event.type === 'crop.change' ? clampedCrop(event.crop) : context.crop,
    })),
    // A refused file replaces the one chosen before: choose again.
    refuseNotPicture: assign({ error: T.notImage, picture: null }),
    refuseTooLarge: assign({ error: T.tooLarge, picture: null }),
  },
}).createMachine({
  id: 'channelSettings',
  context: ({ input }) => ({
    channel: input.channel,
    nameDraft: '',
    descriptionDraft: '',
    themeDraft: input.channel.theme ?? 'primary',
    teamIds: [],
    tagIds: [],
    teamChoices: [],
    tagChoices: [],
    notice: null,
    error: null,
    picture: null,
    crop: CENTRED,
  }),
  initial: 'idle',
  states: {
    idle: {
      initial: 'ready',
      on: {
        'name.edit': {
          guard: 'canRename',
          target: 'name',
          actions: assign(({ context }) => ({ nameDraft: context.channel.display_name })),
        },
        'description.edit': {
          target: 'description',
          actions: assign(({ context }) => ({
            descriptionDraft: context.channel.description ?? '',
          })),
        },
        'theme.change': {
          guard: 'isOtherTheme',
          target: 'theme',
          actions: assign(({ event }) => ({ themeDraft: event.value })),
        },
        'teams.edit': { target: 'teams', actions: assign({ teamIds: [] }) },
        'tags.edit': { target: 'tags', actions: assign({ tagIds: [] }) },
        'picture.edit': { target: 'picture', actions: assign({ picture: null, crop: CENTRED }) },
      },
      states: {
        ready: { entry: assign({ notice: null, error: null }) },
        saved: { description: "the save's words: Saved, or the spec's for teams and tags" },
        failed: { tags: 'error', description: "the server's words or 'Please try again'" },
      },
    },
    name: {
      initial: 'editing',
      states: {
        editing: { on: nameEdits },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'changeChannelDisplayName',
            src: 'changeChannelDisplayName',
            input: ({ context }) => ({
              channel_id: context.channel.channel_id,
              display_name: context.nameDraft.trim(),
            }),
            onDone: { target: TO_SAVED, actions: 'keepChannel' },
            onError: { target: 'failed', actions: 'keepServerWords' },
          },
        },
        // The name sent was not blank, and any change goes back to editing.
        failed: { tags: 'error', on: { ...nameEdits, 'name.save': 'saving' } },
      },
    },
    description: {
      initial: 'editing',
      states: {
        editing: { on: descriptionEdits },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'setChannelDescription',
            src: 'setChannelDescription',
            input: ({ context }) => ({
              channel_id: context.channel.channel_id,
              description: context.descriptionDraft.trim(),
            }),
            onDone: { target: TO_SAVED, actions: 'keepChannel' },
            onError: { target: 'failed', actions: 'keepServerWords' },
          },
        },
        failed: { tags: 'error', on: descriptionEdits },
      },
    },
    theme: {
      tags: 'busy',
      invoke: {
        id: 'updateChannel',
        src: 'updateChannel',
        input: ({ context }) => ({
          channel_id: context.channel.channel_id,
          theme: context.themeDraft,
        }),
        onDone: { target: TO_SAVED, actions: 'keepChannel' },
        onError: { target: TO_FAILED, actions: 'keepServerWords' },
      },
    },
    teams: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'busy',
          on: { 'dialog.close': TO_READY },
          invoke: {
            id: 'listChatTeams',
            src: 'listChatTeams',
            input: () => ({}),
            onDone: {
              target: 'editing',
              actions: assign(({ event }) => ({ teamChoices: event.output.teams })),
            },
            onError: { target: TO_FAILED, actions: 'tryAgain' },
          },
        },
        editing: { on: teamEdits },
        adding: {
          tags: 'busy',
          invoke: {
            id: 'addChannelTeams',
            src: 'addChannelTeams',
            input: ({ context }) => ({
              channel_name: context.channel.name,
              team_ids: context.teamIds,
              subscribe_all: true,
            }),
            onDone: {
              target: TO_SAVED,
              actions: assign({ notice: T.groupsAdded, error: null }),
            },
            onError: { target: 'failed', actions: 'tryAgain' },
          },
        },
        removing: {
          tags: 'busy',
          invoke: {
            id: 'removeChannelTeams',
            src: 'removeChannelTeams',
            input: ({ context }) => ({
              channel_name: context.channel.name,
              team_ids: context.teamIds,
              unsubscribe_all: true,
            }),
            onDone: {
              target: TO_SAVED,
              actions: assign({ notice: T.groupsRemoved, error: null }),
            },
            onError: { target: 'failed', actions: 'tryAgain' },
          },
        },
        failed: { tags: 'error', on: teamEdits },
      },
    },
    picture: {
      initial: 'choosing',
      states: {
        choosing: { on: pictureChoice },
        refused: {
          tags: 'error',
          description: 'not a PNG, JPEG or WebP image, or over 10 MB: the dialog stays open',
          on: pictureChoice,
        },
        cropping: { on: cropEdits },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'setChannelProfilePic',
            src: 'setChannelProfilePic',
            input: ({ context }) => ({
              channel_id: context.channel.channel_id,
              file: context.picture!,
              crop: context.crop,
            }),
            onDone: { target: TO_SAVED, actions: 'keepChannel' },
            onError: { target: 'failed', actions: 'keepServerWords' },
          },
        },
        failed: { tags: 'error', description: "the server's words; the crop kept", on: cropEdits },
      },
    },
    tags: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'busy',
          on: { 'dialog.close': TO_READY },
          invoke: {
            id: 'getChannelTags',
            src: 'getChannelTags',
            input: ({ context }) => ({ channel_name: context.channel.name }),
            onDone: {
              target: 'editing',
              actions: assign(({ event }) => ({
                tagIds: event.output.tags.map((tag) => tag.id),
                tagChoices: event.output.choices,
              })),
            },
            onError: { target: TO_FAILED, actions: 'tryAgain' },
          },
        },
        editing: { on: tagEdits },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'setChannelTags',
            src: 'setChannelTags',
            input: ({ context }) => ({
              channel_name: context.channel.name,
              tag_ids: context.tagIds,
            }),
            onDone: {
              target: TO_SAVED,
              actions: assign({ notice: T.tagsUpdated, error: null }),
            },
            onError: { target: 'failed', actions: 'tryAgain' },
          },
        },
        failed: { tags: 'error', on: tagEdits },
      },
    },
  },
});
