// Contract cases of the super admin's tag and team catalogue. The valid calls only add to it, so
// the cases of other operations that use the seeded tags and teams are unaffected.
import type { Harness } from '../harness.ts';
import { admin, type Case } from './shared.ts';

export function chatCatalogueCases(h: Harness): Record<string, Case> {
  return {
    updateChatTags: {
      valid: async () => {
        const { tags } = (await h.call('listChatTags')).json();
        return [
          await h.call('updateChatTags', { body: { tags: [...tags, { name: 'Contract' }] } }),
          200,
        ];
      },
      invalid: async () => [
        await h.call('updateChatTags', { body: { tags: [{ name: '  ' }] } }),
        400,
      ],
    },
    getChatTeamMembers: {
      valid: async () => [await h.call('getChatTeamMembers', { params: { team_id: 1 } }), 200],
      invalid: async () => [
        await h.call('getChatTeamMembers', { params: { team_id: 999_999 } }),
        404,
      ],
    },
    updateChatTeam: {
      valid: async () => [
        await h.call('updateChatTeam', {
          body: { name: 'Contract team', usernames: [admin] },
        }),
        200,
      ],
      invalid: async () => [await h.call('updateChatTeam', { body: { name: '' } }), 400],
    },
  };
}
