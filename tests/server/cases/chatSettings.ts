// Contract cases of creating a channel and editing one: teams, tags, name, description, theme.
import type { Harness } from '../harness.ts';
import { multipartBody, SAMPLE_JPEG } from '../multipart.ts';
import type { Case } from './shared.ts';

export function chatSettingsCases(h: Harness): Record<string, Case> {
  let made: Promise<{ channel_name: string; channel: { channel_id: number } }> | null = null;
  // One channel of the super admin's, made on first use, for the edits.
  const own = () => {
    made ??= h
      .call('createChannel', {
        body: { display_name: 'Contract', channel_type: 'private', team_ids: [], tags: [] },
      })
      .then((response) => response.json());
    return made;
  };
  const id = async () => ({ channel_id: (await own()).channel.channel_id });
  const name = async () => (await own()).channel_name;
  return {
    listChatTags: {
      valid: async () => [await h.call('listChatTags'), 200],
      invalid: async () => [await h.call('listChatTags', { token: null }), 401],
    },
    listChatTeams: {
      valid: async () => [await h.call('listChatTeams'), 200],
      invalid: async () => [await h.call('listChatTeams', { token: null }), 401],
    },
    createChannel: {
      valid: async () => [
        await h.call('createChannel', {
          body: { display_name: 'New', channel_type: 'public', team_ids: [1], tags: [1] },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('createChannel', {
          body: { display_name: 'New', channel_type: 'group', team_ids: [], tags: [] },
        }),
        400,
      ],
    },
    changeChannelDisplayName: {
      valid: async () => [
        await h.call('changeChannelDisplayName', {
          params: await id(),
          body: { display_name: 'Renamed' },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('changeChannelDisplayName', {
          params: await id(),
          body: { display_name: '' },
        }),
        400,
      ],
    },
    setChannelDescription: {
      valid: async () => [
        await h.call('setChannelDescription', { params: await id(), body: { description: 'D' } }),
        200,
      ],
      invalid: async () => [
        await h.call('setChannelDescription', { params: await id(), body: {} }),
        400,
      ],
    },
    updateChannel: {
      valid: async () => [
        await h.call('updateChannel', { params: await id(), body: { theme: 'info' } }),
        200,
      ],
      invalid: async () => [
        await h.call('updateChannel', { params: await id(), body: { theme: 'grey' } }),
        400,
      ],
    },
    getChannelTeams: {
      valid: async () => [
        await h.call('getChannelTeams', { query: { channel_name: await name() } }),
        200,
      ],
      invalid: async () => [await h.call('getChannelTeams', { query: {} }), 400],
    },
    addChannelTeams: {
      valid: async () => [
        await h.call('addChannelTeams', {
          body: { channel_name: await name(), team_ids: [2], subscribe_all: true },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('addChannelTeams', {
          body: { channel_name: await name(), team_ids: [], subscribe_all: true },
        }),
        400,
      ],
    },
    removeChannelTeams: {
      valid: async () => [
        await h.call('removeChannelTeams', {
          query: { channel_name: await name(), team_ids: ['2'], unsubscribe_all: 'true' },
        }),
        200,
      ],
      invalid: async () => [
        await h.call('removeChannelTeams', { query: { channel_name: await name() } }),
        400,
      ],
    },
    getChannelTags: {
      valid: async () => [
        await h.call('getChannelTags', { query: { channel_name: await name() } }),
        200,
      ],
      invalid: async () => [
        await h.call('getChannelTags', { query: { channel_name: 'kosh/private/999999999' } }),
        404,
      ],
    },
    setChannelTags: {
      valid: async () => [
        await h.call('setChannelTags', { body: { channel_name: await name(), tag_ids: [1, 2] } }),
        200,
      ],
      invalid: async () => [
        await h.call('setChannelTags', { body: { channel_name: await name(), tag_ids: [99] } }),
        400,
      ],
    },
    setChannelProfilePic: {
      valid: async () => {
        const { body, headers } = multipartBody({}, SAMPLE_JPEG, 'profile_pic');
        return [await h.call('setChannelProfilePic', { params: await id(), body, headers }), 200];
      },
      invalid: async () => {
        const { body, headers } = multipartBody({}, SAMPLE_JPEG, 'image');
        return [await h.call('setChannelProfilePic', { params: await id(), body, headers }), 400];
      },
    },
    getChannelPicture: {
      valid: async () => {
        const { body, headers } = multipartBody({}, SAMPLE_JPEG, 'profile_pic');
        const set = await h.call('setChannelProfilePic', { params: await id(), body, headers });
        const file_name = (set.json().profile_pic as string).split('/').pop()!;
        return [await h.call('getChannelPicture', { token: null, params: { file_name } }), 200];
      },
      invalid: async () => [
        await h.call('getChannelPicture', { token: null, params: { file_name: 'picture.svg' } }),
        400,
      ],
    },
  };
}
