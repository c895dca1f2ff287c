// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  channelSettingsPaths,
  CHANNEL_SETTINGS_SAMPLE as S,
} from '../../machines/channelSettings/channelSettings.paths.ts';
import { channelSettingsShows } from '../../machines/channelSettings/channelSettings.shows.ts';
import {
  type ChannelSettingsActors,
  connectChannelSettings,
  CHANNEL_SETTINGS_TEXTS as T,
} from '../../machines/channelSettings/index.ts';
import ChannelSettings from '../../src/features/chat/channel/settings/ChannelSettings.tsx';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { replayThroughView, type ViewDriver } from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<ChannelSettingsActors>;
const CALLS = [
  'changeChannelDisplayName',
  'setChannelDescription',
  'updateChannel',
  'listChatTeams',
  'addChannelTeams',
  'removeChannelTeams',
  'getChannelTags',
  'setChannelTags',
  'setChannelProfilePic',
] as const;

const dialog = () => within(screen.getByRole('dialog'));
const button = (name: string) => screen.getByRole('button', { name });

function expectSettingsState(state: AnyMachineSnapshot) {
  expectScreenShows(channelSettingsShows as never, state, screen);
  const view = connectChannelSettings(state as never);
  // What is typed stays in its dialog through a save and a refusal.
  if (view.dialog === 'name') {
    expect(dialog().getByRole('textbox', { name: T.displayName })).toHaveValue(view.nameDraft);
  }
  if (view.dialog === 'description') {
    expect(dialog().getByRole('textbox', { name: T.description })).toHaveValue(
      view.descriptionDraft,
    );
  }
  if (view.dialog === 'tags' && !view.loadingTags) {
    expect(dialog().getByRole('checkbox', { name: 'Urgent' })).toHaveProperty(
      'checked',
      view.tagIds.includes(6),
    );
  }
  if (view.dialog === 'picture' && view.picture) {
    expect(dialog().getByRole('slider', { name: T.zoom })).toHaveValue(String(view.crop.zoom));
  }
  if (view.dialog === null) {
    expect(screen.getByRole('combobox', { name: T.theme })).toHaveValue(view.theme);
  }
}

function settingsDriver(
  channel: typeof S.channel | typeof S.oneToOne = S.channel,
): ViewDriver<Fakes> {
  const retype = async (name: string, value: string, user: ReturnType<typeof userEvent.setup>) => {
    const box = dialog().getByRole('textbox', { name });
    await user.clear(box);
    await user.type(box, value);
  };
  return {
    fakes: () => deferredActors<ChannelSettingsActors>([...CALLS]),
    render: (fakes) => <ChannelSettings channel={channel} actors={fakes.actors} />,
    gestures: {
      'name.edit': (_e, { user }) => user.click(button(T.editName)),
      'name.change': (e, { user }) => retype(T.displayName, e.value, user),
      'name.save': (_e, { user }) => user.click(dialog().getByRole('button', { name: T.save })),
      'description.edit': (_e, { user }) => user.click(button(T.editDescription)),
      'description.change': (e, { user }) => retype(T.description, e.value, user),
      'description.save': (_e, { user }) =>
        user.click(dialog().getByRole('button', { name: T.save })),
      'theme.change': (e, { user }) =>
        user.selectOptions(screen.getByRole('combobox', { name: T.theme }), e.value),
      'teams.edit': (_e, { user }) => user.click(button(T.groupTitle)),
      'team.toggle': async (_e, { user }) =>
        user.click(await dialog().findByRole('checkbox', { name: 'Recovery' })),
      'teams.add': (_e, { user }) => user.click(dialog().getByRole('button', { name: T.addTeam })),
      'teams.remove': (_e, { user }) =>
        user.click(dialog().getByRole('button', { name: T.removeTeam })),
      'tags.edit': (_e, { user }) => user.click(button(T.channelTags)),
      'tag.toggle': async (_e, { user }) =>
        user.click(await dialog().findByRole('checkbox', { name: 'Urgent' })),
      'tags.save': (_e, { user }) => user.click(dialog().getByRole('button', { name: T.save })),
      'picture.edit': (_e, { user }) => user.click(button(T.changePicture)),
      'picture.choose': async (e) => {
        const file = new File([new Uint8Array(8)], e.file.name, { type: e.file.type });
        // The size the sample says (a 12 MB file without 12 MB of bytes).
        Object.defineProperty(file, 'size', { value: e.file.size });
        fireEvent.change(dialog().getByLabelText(T.chooseImage), { target: { files: [file] } });
      },
      'crop.change': async (e) => {
        // A slider is set as a user drags it; each fires one change.
        for (const [name, value] of [
          [T.zoom, e.crop.zoom],
          [T.moveX, e.crop.x],
          [T.moveY, e.crop.y],
        ] as const) {
          fireEvent.change(dialog().getByRole('slider', { name }), { target: { value } });
        }
      },
      'picture.save': (_e, { user }) => user.click(dialog().getByRole('button', { name: T.save })),
      'dialog.close': (_e, { user }) =>
        user.click(dialog().getByRole('button', { name: T.cancel })),
    },
    expectState: async (state) => {
      const view = connectChannelSettings(state as never);
      if (view.dialog === 'teams' && !view.loadingTeams) {
        await dialog().findByRole('checkbox', { name: 'Recovery' });
      }
      if (view.dialog === 'tags' && !view.loadingTags) {
        await dialog().findByRole('checkbox', { name: 'Urgent' });
      }
      expectSettingsState(state);
    },
  };
}

describe("a channel's settings through ChannelSettings", () => {
  it.each(viewCases(channelSettingsPaths))('$title', async ({ path }) => {
    await replayThroughView(path, settingsDriver());
  });

  it('offers no rename for a one-to-one', () => {
    const driver = settingsDriver(S.oneToOne);
    render(driver.render(driver.fakes()));
    expect(screen.queryByRole('button', { name: T.editName })).toBeNull();
    expect(button(T.editDescription)).toBeEnabled();
  });
});
