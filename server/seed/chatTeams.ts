// The chat's teams (staff grouped by role flag) and tags, for the create form and the Group Title
// and Channel Tags dialogs.
import type { Db } from '../db/database.ts';
import type { RoleFlag } from '../domain.ts';

export const CHAT_TEAMS: readonly (readonly [string, readonly RoleFlag[]])[] = [
  ['Credit', ['is_credit_underwriter', 'is_credit_manager']],
  ['Disbursal', ['is_disbursal_team', 'is_disbursal_manager']],
  ['Field sales', ['is_field_sales_officer', 'is_area_sales_manager']],
  ['Operations', ['is_field_manager', 'is_reminder_agent']],
  [
    'Recovery',
    ['is_recovery_agent', 'is_recovery_manager', 'is_recovery_team_lead', 'is_recovery_agency'],
  ],
];

export const CHAT_TAGS = [
  'Announcements',
  'Collections',
  'Credit',
  'Disbursal',
  'Support',
  'Urgent',
];

export function seedChatTeams(db: Db): { teams: number; tags: number } {
  const insertTeam = db.prepare('INSERT INTO chat_teams (id, name) VALUES (?, ?)');
  CHAT_TEAMS.forEach(([name, flags], i) => {
    const id = i + 1;
    insertTeam.run(id, name);
    db.prepare(
      `INSERT INTO chat_team_members (team_id, user_id)
       SELECT ?, user_id FROM staff_profiles WHERE ${flags.map((flag) => `${flag} = 1`).join(' OR ')}`,
    ).run(id);
  });
  const insertTag = db.prepare('INSERT INTO chat_tags (id, name) VALUES (?, ?)');
  for (const [i, name] of CHAT_TAGS.entries()) insertTag.run(i + 1, name);
  return { teams: CHAT_TEAMS.length, tags: CHAT_TAGS.length };
}
