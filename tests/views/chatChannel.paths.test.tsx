// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import {
  CHANNEL_PROFILE_SAMPLE,
  channelProfilePaths,
} from '../../machines/chatChannel/channelProfile.paths.ts';
import { channelProfileShows } from '../../machines/chatChannel/channelProfile.shows.ts';
import { channelSearchPaths } from '../../machines/chatChannel/channelSearch.paths.ts';
import { channelSearchShows } from '../../machines/chatChannel/channelSearch.shows.ts';
import {
  chatChannelPaths,
  CHAT_CHANNEL_SAMPLE as S,
} from '../../machines/chatChannel/chatChannel.paths.ts';
import { chatChannelShows } from '../../machines/chatChannel/chatChannel.shows.ts';
import { CHAT_CHANNEL_TEXTS as T } from '../../machines/chatChannel/index.ts';
import {
  MESSAGE_ACTIONS_SAMPLE,
  messageActionsPaths,
} from '../../machines/chatChannel/messageActions.paths.ts';
import { messageActionsShows } from '../../machines/chatChannel/messageActions.shows.ts';
import type { Shows } from '../../machines/shared/shows.ts';
import { createChatEventBus } from '../../src/domain/chat/events.ts';
import { plainChatText } from '../../src/domain/chat/textPatterns.ts';
import type { ChatChannel, ChatMessage } from '../../src/domain/chat/types.ts';
import { ChannelPane } from '../../src/features/chat/channel/ChannelPane.tsx';
import type { ChannelPaneActors } from '../../src/features/chat/channel/channelCalls.ts';
import { messageTime } from '../../src/features/chat/channel/MessageBubble.tsx';
import { createMessageHub, RealtimeContext } from '../../src/features/realtime/realtimeContext.ts';
import { withTallChatList } from '../support/chatLayout.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

withTallChatList();

type Fakes = DeferredActors<ChannelPaneActors> & {
  bus: ReturnType<typeof createChatEventBus>;
  hub: ReturnType<typeof createMessageHub>;
};

const NAMES: (keyof ChannelPaneActors)[] = [
  'listChannelMessages',
  'loadMessagesAround',
  'deleteChannelMessage',
  'pinChannelMessage',
  'unpinChannelMessage',
  'listForwardTargets',
  'forward',
  'searchChannelMessages',
  'listChannelMembers',
];

function makeFakes(): Fakes {
  return {
    ...deferredActors<ChannelPaneActors>(NAMES),
    bus: createChatEventBus(),
    hub: createMessageHub(),
  };
}

/** The page's part: the pane with a plain composer that shows the quoted message. */
function Host({ fakes }: { fakes: Fakes }) {
  const [channel, setChannel] = useState<ChatChannel>(S.channel);
  return (
    <RealtimeContext.Provider value={{ actor: null, hub: fakes.hub }}>
      <ChannelPane
        channel={channel}
        me={S.me}
        events={fakes.bus}
        pending={[]}
        onRetry={() => {}}
        onDiscard={() => {}}
        onChannelChange={setChannel}
        actors={fakes.actors}
        renderComposer={(reply) =>
          reply.to ? (
            <p>
              {T.replyingTo(reply.to.user.name)}{' '}
              <button type="button" onClick={reply.clear}>
                {T.cancelReply}
              </button>
            </p>
          ) : null
        }
      />
    </RealtimeContext.Provider>
  );
}

const author = (message: ChatMessage) =>
  message.user._id === S.me.username ? T.you : message.user.name;
async function chooseInMenu(context: ReplayContext<Fakes>, message: ChatMessage, item: string) {
  const name = T.actionsOf(author(message), messageTime(message.createdAt));
  if (!screen.queryByRole('button', { name })) {
    // Scrolled away from it (a jump, a prepend): back to the top, as a reader would.
    const list = screen.getByRole('region', { name: T.messages(S.channel.display_name) });
    list.scrollTop = 0;
    fireEvent.scroll(list);
  }
  await context.user.click(await screen.findByRole('button', { name }));
  await context.user.click(await screen.findByRole('menuitem', { name: item }));
}

async function search(context: ReplayContext<Fakes>, message: ChatMessage) {
  await context.user.click(screen.getByRole('button', { name: T.search }));
  await context.user.type(screen.getByRole('searchbox', { name: T.searchField }), 'noted');
  await context.user.click(screen.getByRole('button', { name: T.searchSubmit }));
  await act(async () => {
    context.fakes.latest('searchChannelMessages').resolve({ messages: [message] });
  });
  const results = screen.getByRole('list', { name: T.searchField });
  await context.user.click(within(results).getByText(plainChatText(message.text)));
  await context.user.click(screen.getByRole('button', { name: T.closeSearch }));
}

function check(shows: Shows<never>) {
  return (state: AnyMachineSnapshot) => expectScreenShows(shows as never, state, screen);
}

const loadedFirst = async ({ fakes }: ReplayContext<Fakes>) => {
  await act(async () => {
    fakes.latest('listChannelMessages').resolve(S.latest);
  });
};

const channelDriver: ViewDriver<Fakes> = {
  fakes: makeFakes,
  render: (fakes) => <Host fakes={fakes} />,
  actorOf: {
    loadLatest: 'listChannelMessages',
    loadOlder: 'listChannelMessages',
    catchUp: 'listChannelMessages',
    loadAround: 'loadMessagesAround',
  },
  gestures: {
    'load.retry': (_e, { user }) => user.click(screen.getByRole('button', { name: T.retry })),
    'older.retry': (_e, { user }) => user.click(screen.getByRole('button', { name: T.retry })),
    'older.load': async () => {
      fireEvent.scroll(screen.getByRole('region', { name: T.messages(S.channel.display_name) }));
    },
    'chat.event': async (e, { fakes }) => act(() => fakes.bus.publish(e.event)),
    'realtime.reconnected': async (_e, { fakes }) => act(() => fakes.hub.catchUp()),
    'message.jump': (e, context) => search(context, e.message),
    'messages.latest': (_e, { user }) =>
      user.click(screen.getByRole('button', { name: T.jumpToLatest })),
    'reply.start': (e, context) => chooseInMenu(context, e.message, T.reply),
    'reply.clear': (_e, { user }) =>
      user.click(screen.getByRole('button', { name: T.cancelReply })),
  },
  expectState: (state) => {
    check(chatChannelShows as never)(state);
    const replyTo = (state.context as { replyTo: { user: { name: string } } | null }).replyTo;
    if (replyTo) expect(screen.getByText(T.replyingTo(replyTo.user.name))).toBeVisible();
    else expect(screen.queryByRole('button', { name: T.cancelReply })).toBeNull();
  },
};

const menuGesture = (item: string) => (e: AnyEventObject, context: ReplayContext<Fakes>) =>
  chooseInMenu(context, e.message, item);

const actionsDriver: ViewDriver<Fakes> = {
  fakes: makeFakes,
  render: (fakes) => <Host fakes={fakes} />,
  prepare: loadedFirst,
  gestures: {
    'message.delete': menuGesture(T.delete),
    // After an unpin path the message may show pinned: the channel says it is not.
    'message.pin': async (e, context) => {
      await act(() =>
        context.fakes.bus.publish({
          type: 'RETAINED',
          channel: { ...S.channel, pinned_message: null },
        }),
      );
      await chooseInMenu(context, e.message, T.pin);
    },
    // The sample message is not pinned: unpinning is offered once it is.
    'message.unpin': async (e, context) => {
      await act(() =>
        context.fakes.bus.publish({
          type: 'RETAINED',
          channel: {
            ...S.channel,
            pinned_message: {
              message_id: e.message._id,
              message: e.message.text,
              datetime_pinned: e.message.createdAt,
              pinned_by: 'Ravi Kumar',
            },
          },
        }),
      );
      await chooseInMenu(context, e.message, T.unpin);
    },
    'message.forward': menuGesture(T.forward),
    'forward.toggle': (e, { user }) => {
      const target = MESSAGE_ACTIONS_SAMPLE.targets.find((t) => t.name === e.channel)!;
      return user.click(screen.getByRole('checkbox', { name: target.display_name }));
    },
    'forward.send': (_e, { user }) =>
      user.click(screen.getByRole('button', { name: T.forwardSend })),
    'forward.retry': (_e, { user }) => user.click(screen.getByRole('button', { name: T.retry })),
    'action.dismiss': async (_e, { user }) => {
      const name = [T.dismiss, T.cancel, T.close].find((label) =>
        screen.queryByRole('button', { name: label }),
      );
      await user.click(screen.getByRole('button', { name }));
    },
  },
  expectState: check(messageActionsShows as never),
};

const searchDriver: ViewDriver<Fakes> = {
  fakes: makeFakes,
  render: (fakes) => <Host fakes={fakes} />,
  prepare: loadedFirst,
  gestures: {
    'search.open': (_e, { user }) => user.click(screen.getByRole('button', { name: T.search })),
    'search.close': (_e, { user }) =>
      user.click(screen.getByRole('button', { name: T.closeSearch })),
    'search.change': async (e, { user }) => {
      const box = screen.getByRole('searchbox', { name: T.searchField });
      await user.clear(box);
      if (e.value) await user.type(box, e.value);
    },
    'search.submit': (_e, { user }) =>
      user.click(screen.getByRole('button', { name: T.searchSubmit })),
  },
  expectState: check(channelSearchShows as never),
};

const profileDriver: ViewDriver<Fakes> = {
  fakes: makeFakes,
  render: (fakes) => <Host fakes={fakes} />,
  prepare: loadedFirst,
  gestures: {
    'profile.open': (_e, { user }) => user.click(screen.getByRole('button', { name: T.profile })),
    'profile.close': (_e, { user }) =>
      user.click(screen.getByRole('button', { name: T.closeProfile })),
    'profile.retry': (_e, { user }) => user.click(screen.getByRole('button', { name: T.retry })),
  },
  expectState: (state) => {
    check(channelProfileShows as never)(state);
    if (state.matches('shown')) {
      const members = screen.getByRole('region', { name: T.members });
      for (const m of [
        ...CHANNEL_PROFILE_SAMPLE.members.admins,
        ...CHANNEL_PROFILE_SAMPLE.members.normal_users,
      ]) {
        expect(within(members).getByText(m.name)).toBeVisible();
      }
    }
  },
};

describe('the open channel through ChannelPane', () => {
  describe('messages', () => {
    it.each(viewCases(chatChannelPaths))('$title', async ({ path }) => {
      await replayThroughView(path, channelDriver);
    });
  });
  describe('message actions', () => {
    it.each(viewCases(messageActionsPaths))('$title', async ({ path }) => {
      await replayThroughView(path, actionsDriver);
    });
  });
  describe('search', () => {
    it.each(viewCases(channelSearchPaths))('$title', async ({ path }) => {
      await replayThroughView(path, searchDriver);
    });
  });
  describe('profile', () => {
    it.each(viewCases(channelProfilePaths))('$title', async ({ path }) => {
      await replayThroughView(path, profileDriver);
    });
  });
});
