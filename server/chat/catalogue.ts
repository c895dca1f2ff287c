// The super admin's catalogue of the chat's tags and teams (spec part 2 §7 'chat/tags-update',
// 'chat/teams-update'). Names must be unique without regard to case, which the tables' UNIQUE
// (case-sensitive) does not see: it is checked here, inside the caller's transaction.
import type { components } from '../../openapi/generated/chat.ts';
import { staffByUsernames } from '../business/profiles.ts';
import type { Db } from '../db/database.ts';
import { all, run } from '../db/statements.ts';
import { badRequest } from '../errors.ts';
import { addMember } from './channels.ts';
import { isBannedFrom } from './moderation.ts';
import { membershipOf } from './records.ts';
import { requireTags } from './teams.ts';

type TeamMember = components['schemas']['ChatTeamMember'];
export type TagInput = { id?: number; name: string };

const folded = (name: string) => name.toLowerCase();

/** The name trimmed; 400 with `blank` when nothing is left of it. */
export function nameOf(text: string, blank: string): string {
  const name = text.trim();
  if (!name) throw badRequest(blank);
  return name;
}

/** The catalogue as given, checked: names trimmed and distinct, ids known and distinct. */
function checkedTags(db: Db, tags: readonly TagInput[]): TagInput[] {
  const names = new Set<string>();
  const ids = new Set<number>();
  const checked = tags.map(({ id, name: given }) => {
    const name = nameOf(given, 'Please enter a tag name.');
    if (names.has(folded(name))) throw badRequest(`Two tags are named ${name}.`);
    names.add(folded(name));
    if (id === undefined) return { name };
    if (ids.has(id)) throw badRequest(`Tag ${id} is listed twice.`);
    ids.add(id);
    return { id, name };
  });
  requireTags(db, [...ids]);
  return checked;
}

/** Makes the catalogue exactly `tags` (inside a transaction); answers what changed. */
export function replaceTags(db: Db, tags: readonly TagInput[]) {
  const wanted = checkedTags(db, tags);
  const current = new Map(
    all<{ id: number; name: string }>(db, 'SELECT id, name FROM chat_tags').map((t) => [
      t.id,
      t.name,
    ]),
  );
  const kept = new Map(wanted.flatMap((t) => (t.id === undefined ? [] : [[t.id, t.name]])));
  // Those left out go first (their channels lose them by cascade), freeing their names.
  const deleted = [...current.keys()].filter((id) => !kept.has(id));
  for (const id of deleted) run(db, 'DELETE FROM chat_tags WHERE id = ?', id);
  // Two tags swapping names would meet UNIQUE half way: each renamed tag first takes a name no
  // trimmed name can be (a leading space), then its own.
  const renamed = [...kept].filter(([id, name]) => current.get(id) !== name);
  for (const [id] of renamed) run(db, 'UPDATE chat_tags SET name = ? WHERE id = ?', ` ${id}`, id);
  for (const [id, name] of renamed) run(db, 'UPDATE chat_tags SET name = ? WHERE id = ?', name, id);
  const created = wanted.filter((t) => t.id === undefined).map((t) => t.name);
  for (const name of created) run(db, 'INSERT INTO chat_tags (name) VALUES (?)', name);
  return { deleted, renamed: renamed.map(([id]) => id), created };
}

/** 400 when another team already has the name, whatever its case. */
function requireFreeTeamName(db: Db, name: string, teamId?: number): void {
  const taken = all<{ id: number; name: string }>(db, 'SELECT id, name FROM chat_teams').some(
    (team) => team.id !== teamId && folded(team.name) === folded(name),
  );
  if (taken) throw badRequest(`A team named ${name} already exists.`);
}

export function createTeam(db: Db, name: string): number {
  requireFreeTeamName(db, name);
  return run(db, 'INSERT INTO chat_teams (name) VALUES (?)', name).id;
}

export function renameTeam(db: Db, teamId: number, name: string): void {
  requireFreeTeamName(db, name, teamId);
  run(db, 'UPDATE chat_teams SET name = ? WHERE id = ?', name, teamId);
}

/** The team's people by name. */
export const teamPeople = (db: Db, teamId: number): TeamMember[] =>
  all<TeamMember>(
    db,
    `SELECT u.id, u.username, u.name FROM chat_team_members m JOIN users u ON u.id = m.user_id
     WHERE m.team_id = ? ORDER BY u.name COLLATE NOCASE, u.username`,
    teamId,
  );

/** The staff members of the numbers; 400 naming the numbers that are no staff member's. */
export function staffIds(db: Db, usernames: readonly string[]): number[] {
  const { ids, unknown } = staffByUsernames(db, usernames);
  if (unknown.length > 0) throw badRequest(`No staff member with number ${unknown.join(', ')}`);
  return ids;
}

/**
 * Makes the team's people exactly `userIds` (inside a transaction). Those new to it join every
 * channel that has the team, except one that banned them (only that channel's admins lift a
 * ban); those taken out stay in the channels. Answers the channels that gained a member.
 */
export function setTeamPeople(
  db: Db,
  teamId: number,
  userIds: readonly number[],
  at: string,
): number[] {
  const before = new Set(
    all<{ user_id: number }>(
      db,
      'SELECT user_id FROM chat_team_members WHERE team_id = ?',
      teamId,
    ).map((row) => row.user_id),
  );
  const wanted = new Set(userIds);
  for (const id of before) {
    if (wanted.has(id)) continue;
    run(db, 'DELETE FROM chat_team_members WHERE team_id = ? AND user_id = ?', teamId, id);
  }
  const added = [...wanted].filter((id) => !before.has(id));
  for (const id of added) {
    run(db, 'INSERT INTO chat_team_members (team_id, user_id) VALUES (?, ?)', teamId, id);
  }
  const joined = new Set<number>();
  const channels = all<{ channel_id: number }>(
    db,
    'SELECT channel_id FROM chat_channel_teams WHERE team_id = ?',
    teamId,
  );
  for (const { channel_id } of channels) {
    for (const id of added) {
      if (membershipOf(db, channel_id, id) || isBannedFrom(db, channel_id, id)) continue;
      addMember(db, channel_id, id, at);
      joined.add(channel_id);
    }
  }
  return [...joined];
}

/** Deletes the team: channels lose it (cascade), its people stay members of them. */
export const deleteTeam = (db: Db, teamId: number): void => {
  run(db, 'DELETE FROM chat_teams WHERE id = ?', teamId);
};
