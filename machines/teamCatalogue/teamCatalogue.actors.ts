import type { PromiseActorLogic } from 'xstate';

export type CatalogueTeam = { id: number; name: string; member_count: number };
export type TeamPerson = { id: number; username: string; name: string };

/** What Save or Delete sends to POST chat/teams-update. */
export type TeamUpdate =
  | { name: string; usernames: string[] }
  | { team_id: number; name: string; usernames: string[] }
  | { team_id: number; remove: true };

/** A save or delete and its key: one per press of Save or Delete, kept by Retry (saves happen once). */
export type TeamUpdateCall = { body: TeamUpdate; key: string };

/** GET chat/teams/{id}/members and POST chat/teams-update. */
export type TeamCatalogueActors = {
  getChatTeamMembers: PromiseActorLogic<
    { team: CatalogueTeam; members: TeamPerson[] },
    { team_id: number }
  >;
  updateChatTeam: PromiseActorLogic<
    { teams: CatalogueTeam[]; members: TeamPerson[] },
    TeamUpdateCall
  >;
};
