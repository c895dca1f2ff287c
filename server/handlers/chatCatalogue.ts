// The super admin's catalogue of chat tags and teams (spec part 2 §7 'chat/tags-update',
// 'chat/teams-update'): replacing the tags, creating, changing and deleting a team, and reading a
// team's people. People added to a team join its channels, whose members then get RETAINED.
import type { operations } from '../../openapi/generated/chat.ts';
import { record } from '../activity.ts';
import { refused, type Viewer, viewerOf, writerOf } from '../chat/access.ts';
import {
  createTeam,
  deleteTeam,
  nameOf,
  renameTeam,
  replaceTags,
  setTeamPeople,
  staffIds,
  teamPeople,
} from '../chat/catalogue.ts';
import { publishRetained } from '../chat/events.ts';
import { channelById } from '../chat/records.ts';
import { allTags, allTeams, teamById } from '../chat/teams.ts';
import type { Ctx } from '../context.ts';
import { transaction } from '../db/database.ts';
import { badRequest, notFound } from '../errors.ts';
import { once } from '../http/idempotency.ts';
import { nowIso } from '../time.ts';
import type { Handlers } from './types.ts';

type CatalogueOps = 'updateChatTags' | 'getChatTeamMembers' | 'updateChatTeam';

const TEAM_NAME = 'Please enter a team name.';

/** The caller, refused unless they are the super admin (who alone keeps the catalogue). */
function superAdmin(viewer: Viewer, may: string): Viewer {
  if (!viewer.superAdmin) throw refused(`Only the super admin can ${may}.`);
  return viewer;
}

export function chatCatalogueHandlers(ctx: Ctx): Handlers<operations, CatalogueOps> {
  const { db, publish } = ctx;

  const requireTeam = (id: number) => {
    const team = teamById(db, id);
    if (!team) throw notFound('Team not found');
    return team;
  };

  return {
    async updateChatTags(request) {
      const viewer = superAdmin(writerOf(request), 'change the tags');
      transaction(db, () => {
        const changes = replaceTags(db, request.body.tags);
        record(db, viewer.id, 'chat.tags.catalogue', 'chat', changes);
      });
      return { tags: allTags(db) };
    },

    async getChatTeamMembers(request) {
      superAdmin(viewerOf(request), "see a team's people");
      const team = requireTeam(request.params.team_id);
      return { team, members: teamPeople(db, team.id) };
    },

    async updateChatTeam(request) {
      const viewer = superAdmin(writerOf(request), 'change the teams');
      const { team_id, name, usernames, remove } = request.body;
      if (remove && team_id === undefined) throw badRequest('Please choose the team to remove.');
      let joined: number[] = [];
      // With an Idempotency-Key (as createChannel): a retry whose answer was lost gets that answer
      // again instead of a second team, or a 404 for the team it removed.
      const answer = once(db, request, viewer.id, 'updateChatTeam', () =>
        transaction(db, () => {
          const team = team_id === undefined ? undefined : requireTeam(team_id);
          if (remove && team) {
            deleteTeam(db, team.id);
            record(db, viewer.id, 'chat.team.remove', `team:${team.id}`, { name: team.name });
            return { teams: allTeams(db), members: [] };
          }
          // A missing name is blank: a new team needs one, a kept team keeps its own.
          const newName = name === undefined ? undefined : nameOf(name, TEAM_NAME);
          const id = team_id ?? createTeam(db, nameOf(name ?? '', TEAM_NAME));
          if (team_id !== undefined && newName !== undefined) renameTeam(db, id, newName);
          if (usernames) joined = setTeamPeople(db, id, staffIds(db, usernames), nowIso());
          const action = team_id === undefined ? 'chat.team.create' : 'chat.team.update';
          record(db, viewer.id, action, `team:${id}`, { name: newName, usernames });
          return { teams: allTeams(db), members: teamPeople(db, id) };
        }),
      );
      for (const channelId of joined) {
        const channel = channelById(db, channelId);
        if (channel) await publishRetained(db, publish, request.log, channel);
      }
      return answer;
    },
  };
}
