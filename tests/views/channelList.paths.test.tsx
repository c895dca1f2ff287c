// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActorRefFrom, AnyMachineSnapshot } from 'xstate';
import {
  channelListPaths,
  CHANNEL_LIST_SAMPLE as S,
} from '../../machines/channelList/channelList.paths.ts';
import {
  CHANNEL_MODE_LABELS,
  type ChannelListActors,
  channelListMachine,
  channelListShows,
  connectChannelList,
  CHANNEL_LIST_TEXTS as T,
} from '../../machines/channelList/index.ts';
import { ChannelListPanel } from '../../src/features/chat/list/ChannelListPanel.tsx';
import { LIST_TEXTS } from '../../src/features/chat/list/listTexts.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { replayThroughView, type ViewDriver } from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<ChannelListActors>;

// Events that come from outside the user's hands (the realtime connection, the list's own
// viewport report) reach the machine the way the page passes them: through the actor.
let current: ActorRefFrom<typeof channelListMachine> | null = null;

function Harness({ fakes }: { fakes: Fakes }) {
  const actor = useActorRef(channelListMachine.provide({ actors: fakes.actors }), {
    input: { me: S.me },
  });
  current = actor;
  return <ChannelListPanel actor={actor} onOpen={() => {}} />;
}

const searchBox = () => screen.getByRole('searchbox', { name: T.search });

function expectListState(state: AnyMachineSnapshot) {
  expectScreenShows(channelListShows as never, state, screen);
  const view = connectChannelList(state as never);
  const pressed = screen.getByRole('button', { name: CHANNEL_MODE_LABELS[view.mode] });
  expect(pressed).toHaveAttribute('aria-pressed', 'true');
  if (view.canSearch) expect(searchBox()).toHaveValue(view.query);
  if (view.results?.channels.length) {
    expect(screen.getByRole('list', { name: LIST_TEXTS.results })).toBeInTheDocument();
  }
}

function driver(): ViewDriver<Fakes> {
  return {
    fakes: () =>
      deferredActors<ChannelListActors>([
        'checkSelf',
        'listChannels',
        'searchChannels',
        'joinChannel',
        'startPrivateChat',
        'listContacts',
        'setFavourite',
        'setNotification',
        'markChannelRead',
      ]),
    render: (fakes) => <Harness fakes={fakes} />,
    delays: { searchDebounce: 500 },
    gestures: {
      'mode.select': (e, { user }) =>
        user.click(screen.getByRole('button', { name: CHANNEL_MODE_LABELS[e.mode as 'all'] })),
      'list.retry': (_e, { user }) => user.click(screen.getByRole('button', { name: T.retry })),
      'notice.dismiss': (_e, { user }) =>
        user.click(screen.getByRole('button', { name: T.dismiss })),
      'list.more': async (e) => current!.send(e as never),
      'list.reload': async (e) => current!.send(e as never),
      'chat.event': async (e) => current!.send(e as never),
      'search.change': async (e, { user }) => {
        const box = searchBox();
        const now = (box as HTMLInputElement).value;
        const next = e.query as string;
        if (next === '') return user.clear(box);
        let common = 0;
        while (common < now.length && now[common] === next[common]) common++;
        await user.type(box, `${'{Backspace}'.repeat(now.length - common)}${next.slice(common)}`);
      },
      'search.join': (_e, { user }) => user.click(screen.getByRole('button', { name: T.join })),
      'search.startChat': (_e, { user }) =>
        user.click(screen.getByRole('button', { name: T.startChat })),
      'contacts.startChat': (e, { user }) => {
        const row = screen.getByText(e.username as string).closest('li')!;
        return user.click(within(row).getByRole('button', { name: T.startChat }));
      },
      'newChat.change': async (e, { user }) => {
        const box = screen.getByRole('textbox', { name: T.newChatNumber });
        await user.clear(box);
        await user.type(box, e.number as string);
      },
      'newChat.start': (_e, { user }) =>
        user.click(screen.getAllByRole('button', { name: T.startChat })[0]!),
      'channel.open': (e, { user }) =>
        user.click(document.querySelector<HTMLElement>(`[data-channel-open="${e.name}"]`)!),
      'channel.favourite': (_e, { user }) =>
        user.click(
          screen.getByRole('button', { name: LIST_TEXTS.favourite(S.first.display_name) }),
        ),
      'channel.notification': (_e, { user }) =>
        user.click(
          screen.getByRole('button', { name: LIST_TEXTS.notifications(S.first.display_name) }),
        ),
    },
    expectState: (state) => expectListState(state),
  };
}

// jsdom lays nothing out: every element reports four rows' height, so the virtual list
// renders its first rows and (with more rows than fit) does not ask for more by itself.
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(256);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
});

describe('the channel list through ChannelListPanel', () => {
  it.each(viewCases(channelListPaths))('$title', async ({ path }) => {
    await replayThroughView(path, driver());
  });
});
