// People as the chat shows them: avatar, name, theme, and the card acl-of-users answers.
import type { components } from '../../openapi/generated/chat.ts';
import type { Db } from '../db/database.ts';
import { one } from '../db/statements.ts';
import { ROLE_FLAGS } from '../domain.ts';

type Schemas = components['schemas'];
export type ChatUser = Schemas['ChatUser'];
export type ChatTheme = Schemas['ChatTheme'];

export const THEMES: readonly ChatTheme[] = [
  'primary',
  'secondary',
  'blue',
  'purple',
  'warning',
  'success',
  'danger',
  'info',
  'pink',
  'orange',
];

export type PersonRow = {
  id: number;
  username: string;
  name: string;
  profile_pic: string | null;
};

export const PERSON_SELECT = `SELECT u.id, u.username, u.name, s.profile_pic
  FROM users u LEFT JOIN staff_profiles s ON s.user_id = u.id`;

/** A person's theme: stable per user, so their avatar keeps its colour everywhere. */
export const themeOf = (userId: number): ChatTheme => THEMES[userId % THEMES.length] as ChatTheme;

export const chatUserOf = (row: PersonRow): ChatUser => ({
  username: row.username,
  name: row.name,
  image: row.profile_pic,
  theme: themeOf(row.id),
});

export function personByUsername(db: Db, username: string): PersonRow | undefined {
  return one<PersonRow>(db, `${PERSON_SELECT} WHERE u.username = ?`, username);
}

export function personById(db: Db, id: number): PersonRow | undefined {
  return one<PersonRow>(db, `${PERSON_SELECT} WHERE u.id = ?`, id);
}

/** The bio a card shows: the person's roles in words ('Credit underwriter'), '' without any. */
export function bioOf(db: Db, userId: number): string {
  const row = one<Record<string, number>>(
    db,
    'SELECT * FROM staff_profiles WHERE user_id = ?',
    userId,
  );
  if (!row) return '';
  return ROLE_FLAGS.filter((flag) => row[flag] === 1)
    .map((flag) => flag.replace(/^is_/, '').replace(/_/g, ' '))
    .map((words) => words.charAt(0).toUpperCase() + words.slice(1))
    .join(', ');
}
