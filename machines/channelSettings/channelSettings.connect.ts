import type { SnapshotFrom } from 'xstate';
import type { ChatTag, ChatTeam, ChatTheme } from './channelSettings.actors.ts';
import type { ChannelSettingsEvent, channelSettingsMachine } from './channelSettings.machine.ts';
import {
  DESCRIPTION_MAX,
  NAME_MAX,
  type PictureCrop,
  type PictureFile,
  ZOOM_MAX,
  ZOOM_MIN,
} from './channelSettings.rules.ts';
import { CHANNEL_SETTINGS_TEXTS as T } from './channelSettings.texts.ts';

type Snapshot = SnapshotFrom<typeof channelSettingsMachine>;
type Send = (event: ChannelSettingsEvent) => void;

export type ChannelSettingsIntents = {
  onEditName: () => void;
  onNameChange: (value: string) => void;
  onSaveName: () => void;
  onEditDescription: () => void;
  onDescriptionChange: (value: string) => void;
  onSaveDescription: () => void;
  onThemeChange: (value: ChatTheme) => void;
  onEditTeams: () => void;
  onTeamToggle: (id: number) => void;
  onAddTeams: () => void;
  onRemoveTeams: () => void;
  onEditTags: () => void;
  onTagToggle: (id: number) => void;
  onSaveTags: () => void;
  onEditPicture: () => void;
  onChoosePicture: (file: PictureFile) => void;
  onCropChange: (crop: PictureCrop) => void;
  onSavePicture: () => void;
  onClose: () => void;
};

const intentsBySend = new WeakMap<Send, ChannelSettingsIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): ChannelSettingsIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onEditName: () => send({ type: 'name.edit' }),
      onNameChange: (value) => send({ type: 'name.change', value }),
      onSaveName: () => send({ type: 'name.save' }),
      onEditDescription: () => send({ type: 'description.edit' }),
      onDescriptionChange: (value) => send({ type: 'description.change', value }),
      onSaveDescription: () => send({ type: 'description.save' }),
      onThemeChange: (value) => send({ type: 'theme.change', value }),
      onEditTeams: () => send({ type: 'teams.edit' }),
      onTeamToggle: (id) => send({ type: 'team.toggle', id }),
      onAddTeams: () => send({ type: 'teams.add' }),
      onRemoveTeams: () => send({ type: 'teams.remove' }),
      onEditTags: () => send({ type: 'tags.edit' }),
      onTagToggle: (id) => send({ type: 'tag.toggle', id }),
      onSaveTags: () => send({ type: 'tags.save' }),
      onEditPicture: () => send({ type: 'picture.edit' }),
      onChoosePicture: (file) => send({ type: 'picture.choose', file }),
      onCropChange: (crop) => send({ type: 'crop.change', crop }),
      onSavePicture: () => send({ type: 'picture.save' }),
      onClose: () => send({ type: 'dialog.close' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

export type SettingsDialog = 'name' | 'description' | 'teams' | 'tags' | 'picture' | null;

/** The settings as the view renders them. */
export type ChannelSettingsModel = ChannelSettingsIntents & {
  dialog: SettingsDialog;
  /** Edit name is offered (not for a one-to-one). */
  showRename: boolean;
  /** The dialogs may be opened (not while the theme is saved). */
  canOpen: boolean;
  /** The theme the picker shows (the one being saved while it is). */
  theme: ChatTheme;
  nameDraft: string;
  descriptionDraft: string;
  teamIds: readonly number[];
  tagIds: readonly number[];
  teamChoices: readonly ChatTeam[];
  tagChoices: readonly ChatTag[];
  limits: { name: number; description: number; zoomMin: number; zoomMax: number };
  /** The channel's picture now (its URL), or none. */
  pictureUrl: string | null;
  /** The file chosen in Change picture (the browser's File), and its crop. */
  picture: PictureFile | null;
  crop: PictureCrop;
  busy: boolean;
  /** The choices are being read: the dialog shows a line instead of the list. */
  loadingTeams: boolean;
  loadingTags: boolean;
  canSave: boolean;
  canAddTeams: boolean;
  canRemoveTeams: boolean;
  canClose: boolean;
  alert: string | null;
  notice: string | null;
};

function dialogOf(snapshot: Snapshot): SettingsDialog {
  for (const dialog of ['name', 'description', 'teams', 'tags', 'picture'] as const) {
    if (snapshot.matches(dialog)) return dialog;
  }
  return null;
}

const SAVES = {
  name: 'name.save',
  description: 'description.save',
  tags: 'tags.save',
  picture: 'picture.save',
} as const;

export function connectChannelSettings(
  snapshot: Snapshot,
  send: Send = ignore,
): ChannelSettingsModel {
  const { context } = snapshot;
  const dialog = dialogOf(snapshot);
  const save = dialog && dialog !== 'teams' ? SAVES[dialog] : null;
  return {
    ...intentsOf(send),
    dialog,
    showRename: context.channel.type !== 'p2p',
    canOpen: snapshot.can({ type: 'description.edit' }),
    theme: snapshot.matches('theme') ? context.themeDraft : (context.channel.theme ?? 'primary'),
    nameDraft: context.nameDraft,
    descriptionDraft: context.descriptionDraft,
    teamIds: context.teamIds,
    tagIds: context.tagIds,
    teamChoices: context.teamChoices,
    tagChoices: context.tagChoices,
    limits: { name: NAME_MAX, description: DESCRIPTION_MAX, zoomMin: ZOOM_MIN, zoomMax: ZOOM_MAX },
    pictureUrl: context.channel.profile_pic ?? null,
    picture: context.picture,
    crop: context.crop,
    busy: snapshot.hasTag('busy'),
    loadingTeams: snapshot.matches({ teams: 'loading' }),
    loadingTags: snapshot.matches({ tags: 'loading' }),
    canSave: save !== null && snapshot.can({ type: save }),
    canAddTeams: snapshot.can({ type: 'teams.add' }),
    canRemoveTeams: snapshot.can({ type: 'teams.remove' }),
    canClose: snapshot.can({ type: 'dialog.close' }),
    alert: snapshot.hasTag('error') ? context.error : null,
    notice: snapshot.matches({ idle: 'saved' })
      ? context.notice
      : snapshot.hasTag('busy') &&
          !snapshot.matches({ tags: 'loading' }) &&
          !snapshot.matches({ teams: 'loading' })
        ? T.saving
        : null,
  };
}
