// Teams and tags of channels (spec part 2 §2 'Group Title', 'Channel Tags'). A team's people become
// members when the team is added with subscribe_all; removing it with unsubscribe_all takes out
// those kept by no other team of the channel, never its admins or creator.
import type { components } from '../../openapi/generated/chat.ts';
import type { Db } from '../db/database.ts';
import { all, one, run } from '../db/statements.ts';
import { badRequest } from '../errors.ts';
import { addMember } from './channels.ts';
import { isBannedFrom } from './moderation.ts';
import type { ChannelRow } from './records.ts';

type ChatTeam = components['schemas']['ChatTeam'];
type ChatTag = components['schemas']['ChatTag'];
type Person = { id: number; username: string };

const TEAM_SELECT = `SELECT t.id, t.name,
  (SELECT count(*) FROM chat_team_members m WHERE m.team_id = t.id) AS member_count
  FROM chat_teams t`;

export const allTeams = (db: Db): ChatTeam[] => all<ChatTeam>(db, `${TEAM_SELECT} ORDER BY t.name`);

export const teamById = (db: Db, id: number): ChatTeam | undefined =>
  one<ChatTeam>(db, `${TEAM_SELECT} WHERE t.id = ?`, id);

export const allTags = (db: Db): ChatTag[] =>
  all<ChatTag>(db, 'SELECT id, name FROM chat_tags ORDER BY name');

export const teamsOf = (db: Db, channelId: number): ChatTeam[] =>
  all<ChatTeam>(
    db,
    `${TEAM_SELECT} JOIN chat_channel_teams ct ON ct.team_id = t.id WHERE ct.channel_id = ?
     ORDER BY t.name`,
    channelId,
  );

export const tagsOf = (db: Db, channelId: number): ChatTag[] =>
  all<ChatTag>(
    db,
    `SELECT t.id, t.name FROM chat_tags t JOIN chat_channel_tags ct ON ct.tag_id = t.id
     WHERE ct.channel_id = ? ORDER BY t.name`,
    channelId,
  );

/** 400 naming the first id that is not in `table`. */
function requireKnown(db: Db, table: 'chat_teams' | 'chat_tags', ids: readonly number[]) {
  if (ids.length === 0) return;
  const known = new Set(
    all<{ id: number }>(
      db,
      `SELECT id FROM ${table} WHERE id IN (${ids.map(() => '?').join(',')})`,
      ...ids,
    ).map((row) => row.id),
  );
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) {
    throw badRequest(`${table === 'chat_teams' ? 'Team' : 'Tag'} ${unknown} does not exist.`);
  }
}

export const requireTeams = (db: Db, ids: readonly number[]) => requireKnown(db, 'chat_teams', ids);
export const requireTags = (db: Db, ids: readonly number[]) => requireKnown(db, 'chat_tags', ids);

const peopleOfTeams = (db: Db, teamIds: readonly number[]): Person[] =>
  teamIds.length === 0
    ? []
    : all<Person>(
        db,
        `SELECT DISTINCT u.id, u.username FROM chat_team_members m JOIN users u ON u.id = m.user_id
         WHERE m.team_id IN (${teamIds.map(() => '?').join(',')}) ORDER BY u.id`,
        ...teamIds,
      );

/** Adds the teams (and, with subscribe_all, their people); answers the people who joined. */
export function addTeams(
  db: Db,
  channel: ChannelRow,
  teamIds: readonly number[],
  subscribeAll: boolean,
  at: string,
): Person[] {
  for (const id of teamIds) {
    run(
      db,
      'INSERT OR IGNORE INTO chat_channel_teams (channel_id, team_id) VALUES (?, ?)',
      channel.id,
      id,
    );
  }
  if (!subscribeAll) return [];
  const joined: Person[] = [];
  for (const person of peopleOfTeams(db, teamIds)) {
    const before = all(
      db,
      'SELECT 1 FROM chat_members WHERE channel_id = ? AND user_id = ?',
      channel.id,
      person.id,
    ).length;
    // A ban outlasts the team: only an admin adding the person by name lets them back.
    if (before || isBannedFrom(db, channel.id, person.id)) continue;
    addMember(db, channel.id, person.id, at);
    joined.push(person);
  }
  return joined;
}

/** Removes the teams (and, with unsubscribe_all, their people kept by nothing else). */
export function removeTeams(
  db: Db,
  channel: ChannelRow,
  teamIds: readonly number[],
  unsubscribeAll: boolean,
): Person[] {
  const people = unsubscribeAll ? peopleOfTeams(db, teamIds) : [];
  run(
    db,
    `DELETE FROM chat_channel_teams WHERE channel_id = ? AND team_id IN (${teamIds.map(() => '?').join(',')})`,
    channel.id,
    ...teamIds,
  );
  const left: Person[] = [];
  for (const person of people) {
    if (person.id === channel.creator_id) continue;
    const { changes } = run(
      db,
      `DELETE FROM chat_members WHERE channel_id = ? AND user_id = ? AND is_admin = 0
         AND NOT EXISTS (SELECT 1 FROM chat_channel_teams ct JOIN chat_team_members m
           ON m.team_id = ct.team_id WHERE ct.channel_id = ? AND m.user_id = ?)`,
      channel.id,
      person.id,
      channel.id,
      person.id,
    );
    if (changes) left.push(person);
  }
  return left;
}

export function setTags(db: Db, channelId: number, tagIds: readonly number[]) {
  run(db, 'DELETE FROM chat_channel_tags WHERE channel_id = ?', channelId);
  for (const id of tagIds) {
    run(db, 'INSERT INTO chat_channel_tags (channel_id, tag_id) VALUES (?, ?)', channelId, id);
  }
}
