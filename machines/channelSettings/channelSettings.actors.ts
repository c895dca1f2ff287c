import type { PromiseActorLogic } from 'xstate';
import type { components, operations } from '../../openapi/generated/chat.ts';

type Schemas = components['schemas'];
export type ChatTheme = Schemas['ChatTheme'];
export type ChatTag = Schemas['ChatTag'];
export type ChatTeam = Schemas['ChatTeam'];
type ChatChannel = Schemas['ChatChannel'];

/** A chosen picture as the machine sees it (the browser's File; no DOM type here). */
export type PictureFile = { name: string; type: string; size: number };
/** The square crop: zoom 1–3, and where the square sits (-1 left/top … 1 right/bottom). */
export type PictureCrop = { zoom: number; x: number; y: number };

export type ChannelEditInput = { channel_id: number };

/** Every call of the channel's settings, by the names the machine invokes them with. */
export type ChannelSettingsActors = {
  changeChannelDisplayName: PromiseActorLogic<
    ChatChannel,
    ChannelEditInput & { display_name: string }
  >;
  setChannelDescription: PromiseActorLogic<ChatChannel, ChannelEditInput & { description: string }>;
  updateChannel: PromiseActorLogic<ChatChannel, ChannelEditInput & { theme: ChatTheme }>;
  addChannelTeams: PromiseActorLogic<
    unknown,
    NonNullable<operations['addChannelTeams']['requestBody']>['content']['application/json']
  >;
  removeChannelTeams: PromiseActorLogic<
    unknown,
    operations['removeChannelTeams']['parameters']['query']
  >;
  /** Every team (listChatTeams), to tick in Group Title. */
  listChatTeams: PromiseActorLogic<{ teams: ChatTeam[] }, Record<string, never>>;
  /** The channel's tags (getChannelTags) and every tag to tick (listChatTags). */
  getChannelTags: PromiseActorLogic<
    { tags: ChatTag[]; choices: ChatTag[] },
    { channel_name: string }
  >;
  setChannelTags: PromiseActorLogic<unknown, { channel_name: string; tag_ids: number[] }>;
  /** Crops the chosen file square (in the browser) and uploads it (setChannelProfilePic). */
  setChannelProfilePic: PromiseActorLogic<
    ChatChannel,
    ChannelEditInput & { file: PictureFile; crop: PictureCrop }
  >;
};
