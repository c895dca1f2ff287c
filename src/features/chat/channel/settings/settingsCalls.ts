import type { Client } from 'openapi-fetch';
import type { ChannelSettingsActors } from '../../../../../machines/channelSettings/index.ts';
import type { paths as ChatPaths } from '../../../../../openapi/generated/chat.ts';
import { unwrap } from '../../../../api/errors.ts';
import { fromAbortable } from '../../../../platform/abortableActor.ts';
import { cropToJpeg } from './cropPicture.ts';

/** A channel's settings over the plain chat client: the dialogs show the words themselves. */
export function createChannelSettingsActors(chat: Client<ChatPaths>): ChannelSettingsActors {
  const path = (channel_id: number) => ({ path: { channel_id } });
  return {
    changeChannelDisplayName: fromAbortable(async ({ input, signal }) =>
      unwrap(
        await chat.PUT('/channel/{channel_id}/change-display-name', {
          params: path(input.channel_id),
          body: { display_name: input.display_name },
          signal,
        }),
      ),
    ),
    setChannelDescription: fromAbortable(async ({ input, signal }) =>
      unwrap(
        await chat.PUT('/channel/{channel_id}/description', {
          params: path(input.channel_id),
          body: { description: input.description },
          signal,
        }),
      ),
    ),
    updateChannel: fromAbortable(async ({ input, signal }) =>
      unwrap(
        await chat.PUT('/channel/{channel_id}', {
          params: path(input.channel_id),
          body: { theme: input.theme },
          signal,
        }),
      ),
    ),
    listChatTeams: fromAbortable(async ({ signal }) =>
      unwrap(await chat.GET('/chat/teams', { signal })),
    ),
    addChannelTeams: fromAbortable(async ({ input, signal }) =>
      unwrap(await chat.POST('/channel-teams', { body: input, signal })),
    ),
    removeChannelTeams: fromAbortable(async ({ input, signal }) =>
      unwrap(await chat.DELETE('/channel-teams', { params: { query: input }, signal })),
    ),
    getChannelTags: fromAbortable(async ({ input, signal }) => {
      const [own, every] = await Promise.all([
        chat.GET('/channel-tags', { params: { query: input }, signal }).then(unwrap),
        chat.GET('/chat/get-tags', { signal }).then(unwrap),
      ]);
      return { tags: own.tags, choices: every.tags };
    }),
    setChannelTags: fromAbortable(async ({ input, signal }) =>
      unwrap(await chat.POST('/channel-tags', { body: input, signal })),
    ),
    setChannelProfilePic: fromAbortable(async ({ input, signal }) => {
      // The machine holds the browser's File; the upload is its square crop.
      const cropped = await cropToJpeg(input.file as unknown as Blob, input.crop);
      const form = new FormData();
      form.append('profile_pic', cropped, 'picture.jpg');
      return unwrap(
        await chat.PUT('/core/channel/{channel_id}/profile-pic', {
          params: path(input.channel_id),
          body: form as never,
          bodySerializer: () => form,
          signal,
        }),
      );
    }),
  };
}
