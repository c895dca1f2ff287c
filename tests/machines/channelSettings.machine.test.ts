import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  channelSettingsPaths,
  CHANNEL_SETTINGS_SAMPLE as S,
} from '../../machines/channelSettings/channelSettings.paths.ts';
import {
  type ChannelSettingsActors,
  canEditChannel,
  channelSettingsMachine,
  connectChannelSettings,
  CHANNEL_SETTINGS_TEXTS as T,
} from '../../machines/channelSettings/index.ts';
import { chatMessages } from '../../src/domain/messages/chat.ts';
import { messages } from '../../src/domain/messages.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';
import type { PathStep } from '../support/paths.ts';

type Snapshot = ReturnType<typeof channelSettingsMachine.transition>;

const lastOutcome = (history: readonly PathStep[]) =>
  history.findLast((step) => step.event.type.startsWith('xstate.'))?.event;

describeMachinePaths('channelSettings', channelSettingsPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectChannelSettings(state);
  const outcome = lastOutcome(history);
  // After a save the spec's words for teams and tags; 'Please try again' for their failures;
  // the server's own words for the rest.
  if (state.matches({ idle: 'saved' })) {
    const words: Record<string, string> = {
      'xstate.done.actor.addChannelTeams': chatMessages.groupsAdded,
      'xstate.done.actor.removeChannelTeams': chatMessages.groupsRemoved,
      'xstate.done.actor.setChannelTags': chatMessages.tagsUpdated,
    };
    expect(view.notice).toBe(words[outcome!.type] ?? T.saved);
  }
  if (state.matches({ picture: 'refused' })) {
    // Our words for a file that cannot be a picture, before any call.
    const chosen = history.findLast((step) => step.event.type === 'picture.choose')!.event;
    expect(view.alert).toBe(chosen.file.type === 'application/pdf' ? T.notImage : T.tooLarge);
  } else if (state.hasTag('error')) {
    const spec = /Teams|Tags/.test(outcome!.type);
    expect(view.alert).toBe(spec ? messages.common.pleaseTryAgain : outcome!.error.message);
  } else {
    expect(view.alert).toBeNull();
  }
  // A blank name is ignored: Save closes the dialog without a call.
  const last = history.at(-1)!.event;
  if (last.type === 'name.save' && state.context.nameDraft.trim() === '') {
    expect(state.matches({ idle: 'ready' })).toBe(true);
  }
  expect(view.canAddTeams).toBe(
    state.matches({ teams: 'editing' }) || state.matches({ teams: 'failed' })
      ? state.context.teamIds.length > 0
      : false,
  );
});

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('channelSettings with live actors', () => {
  const start = (channel: typeof S.channel | typeof S.oneToOne = S.channel) => {
    const fakes = deferredActors<ChannelSettingsActors>([
      'changeChannelDisplayName',
      'setChannelDescription',
      'updateChannel',
      'listChatTeams',
      'addChannelTeams',
      'removeChannelTeams',
      'getChannelTags',
      'setChannelTags',
      'setChannelProfilePic',
    ]);
    const actor = createActor(channelSettingsMachine.provide({ actors: fakes.actors }), {
      input: { channel },
    }).start();
    return { fakes, actor };
  };

  it('renames with the trimmed name and keeps the new name; offers no rename for a one-to-one', async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'name.edit' });
    expect(actor.getSnapshot().context.nameDraft).toBe(S.channel.display_name);
    actor.send({ type: 'name.change', value: `  ${S.newName} ` });
    actor.send({ type: 'name.save' });
    actor.send({ type: 'name.save' });
    expect(fakes.calls.changeChannelDisplayName).toHaveLength(1);
    expect(fakes.latest('changeChannelDisplayName').input).toEqual({
      channel_id: S.channel.channel_id,
      display_name: S.newName,
    });
    fakes.latest('changeChannelDisplayName').resolve(S.renamed as never);
    await settle();
    expect(actor.getSnapshot().context.channel.display_name).toBe(S.newName);
    const p2p = start(S.oneToOne);
    p2p.actor.send({ type: 'name.edit' });
    expect(connectChannelSettings(p2p.actor.getSnapshot())).toMatchObject({
      dialog: null,
      showRename: false,
    });
  });

  it('keeps the description typed after a refusal, and saves it again', async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'description.edit' });
    actor.send({ type: 'description.change', value: S.newDescription });
    actor.send({ type: 'description.save' });
    fakes
      .latest('setChannelDescription')
      .reject(Object.assign(new Error(S.refused), { status: 403 }));
    await settle();
    const view = connectChannelSettings(actor.getSnapshot());
    expect([view.dialog, view.alert, view.descriptionDraft]).toEqual([
      'description',
      S.refused,
      S.newDescription,
    ]);
    actor.send({ type: 'description.save' });
    expect(fakes.calls.setChannelDescription[1]!.input).toEqual(
      fakes.calls.setChannelDescription[0]!.input,
    );
  });

  it('adds and removes the ticked teams with subscribe_all / unsubscribe_all', async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'teams.edit' });
    fakes.latest('listChatTeams').resolve({ teams: [...S.teams] });
    await settle();
    expect(connectChannelSettings(actor.getSnapshot()).teamChoices).toEqual(S.teams);
    actor.send({ type: 'team.toggle', id: 5 });
    actor.send({ type: 'teams.add' });
    expect(fakes.latest('addChannelTeams').input).toEqual({
      channel_name: S.channel.name,
      team_ids: [5],
      subscribe_all: true,
    });
    fakes.latest('addChannelTeams').resolve({});
    await settle();
    expect(connectChannelSettings(actor.getSnapshot()).notice).toBe('Successfully added groups');
    actor.send({ type: 'teams.edit' });
    fakes.latest('listChatTeams').resolve({ teams: [...S.teams] });
    await settle();
    actor.send({ type: 'team.toggle', id: 1 });
    actor.send({ type: 'teams.remove' });
    expect(fakes.latest('removeChannelTeams').input).toEqual({
      channel_name: S.channel.name,
      team_ids: [1],
      unsubscribe_all: true,
    });
  });

  it('ticks the channel’s tags on opening and sends the ticked ones', async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'tags.edit' });
    fakes.latest('getChannelTags').resolve({ tags: [S.tags[0]], choices: [...S.tags] });
    await settle();
    actor.send({ type: 'tag.toggle', id: 6 });
    actor.send({ type: 'tags.save' });
    expect(fakes.latest('setChannelTags').input).toEqual({
      channel_name: S.channel.name,
      tag_ids: [2, 6],
    });
  });

  it('shows the settings to channel admins and the super admin only', () => {
    expect(canEditChannel({ admin: true }, { isSuperAdmin: false })).toBe(true);
    expect(canEditChannel({ admin: false }, { isSuperAdmin: true })).toBe(true);
    expect(canEditChannel({ admin: false }, { isSuperAdmin: false })).toBe(false);
    expect(canEditChannel(undefined, { isSuperAdmin: false })).toBe(false);
  });

  it('refuses a file that is no picture with the dialog open, then crops and uploads once', async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'picture.edit' });
    actor.send({ type: 'picture.choose', file: S.pdf });
    expect(connectChannelSettings(actor.getSnapshot())).toMatchObject({
      dialog: 'picture',
      alert: T.notImage,
    });
    actor.send({ type: 'picture.choose', file: S.png });
    actor.send({ type: 'crop.change', crop: { zoom: 9, x: -4, y: 0.25 } });
    actor.send({ type: 'picture.save' });
    actor.send({ type: 'picture.save' });
    expect(fakes.calls.setChannelProfilePic).toHaveLength(1);
    expect(fakes.latest('setChannelProfilePic').input).toEqual({
      channel_id: S.channel.channel_id,
      file: S.png,
      crop: { zoom: 3, x: -1, y: 0.25 },
    });
    fakes
      .latest('setChannelProfilePic')
      .resolve({ ...S.renamed, profile_pic: S.pictureUrl } as never);
    await settle();
    const view = connectChannelSettings(actor.getSnapshot());
    expect(view).toMatchObject({ dialog: null, pictureUrl: S.pictureUrl, notice: T.saved });
  });
});
