import type { Client } from 'openapi-fetch';
import type { ChannelListActors } from '../../../machines/channelList/index.ts';
import type { paths as ChatPaths } from '../../../openapi/generated/chat.ts';
import type { paths as MainPaths } from '../../../openapi/generated/main.ts';
import { ApiError, unwrap } from '../../api/errors.ts';
import { selfCheckVerdict } from '../../domain/blacklist.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';

/**
 * The channel list's calls over the chat client (and the main one for the self blacklist
 * check). Pass the plain clients: the list shows its own words for a failure, and the server's
 * words where the spec says so, never an alert as well.
 */
export function createChannelListActors(deps: {
  chat: Client<ChatPaths>;
  main: Client<MainPaths>;
}): ChannelListActors {
  const { chat, main } = deps;
  return {
    checkSelf: fromAbortable(async ({ input, signal }) => {
      try {
        const answer = unwrap(
          await main.GET('/user/dashboard/blacklist', {
            params: { query: { username: input.me } },
            signal,
          }),
        );
        return selfCheckVerdict(answer);
      } catch (error) {
        // No record kept for the user means the defaults, every feature enabled (spec part 2
        // §4); only an empty answer to the read is 'You are black listed'.
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    }),
    listChannels: fromAbortable(async ({ input, signal }) =>
      unwrap(await chat.POST('/channels/list', { body: input, signal })),
    ),
    searchChannels: fromAbortable(async ({ input, signal }) =>
      unwrap(await chat.GET('/channels/search', { params: { query: input }, signal })),
    ),
    joinChannel: fromAbortable(async ({ input, signal }) =>
      unwrap(
        await chat.POST('/channels/join', {
          body: { channel_name: input.name, force: false },
          signal,
        }),
      ),
    ),
    startPrivateChat: fromAbortable(
      async ({ input, signal }) =>
        unwrap(await chat.POST('/channels/private', { body: input, signal })).channel,
    ),
    listContacts: fromAbortable(
      async ({ input, signal }) =>
        unwrap(
          await chat.GET('/bchat/contacts-list', {
            params: { query: { username: input.me } },
            signal,
          }),
        ).contacts,
    ),
    setFavourite: fromAbortable(
      async ({ input, signal }) =>
        unwrap(
          await chat.POST('/acl/bookmark-topic', {
            body: { channel_name: input.name, fav: input.on },
            signal,
          }),
        ).fav,
    ),
    setNotification: fromAbortable(
      async ({ input, signal }) =>
        unwrap(
          await chat.POST('/acl/notification-control', {
            body: { channel: input.name, notification: input.on },
            signal,
          }),
        ).notification,
    ),
    markChannelRead: fromAbortable(async ({ input, signal }) => {
      const { response } = await chat.POST('/channels/read', {
        body: { channel_name: input.name },
        signal,
      });
      if (!response.ok) throw new ApiError(response.status, null);
    }),
  };
}
