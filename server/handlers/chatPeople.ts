// People in the chat: the caller's phone contacts, users' cards (name, picture, bio) and whether
// a number is a chat user.
import type { operations } from '../../openapi/generated/chat.ts';
import { refused, viewerOf } from '../chat/access.ts';
import { bioOf, PERSON_SELECT, type PersonRow, personByUsername } from '../chat/people.ts';
import type { Ctx } from '../context.ts';
import { all } from '../db/statements.ts';
import { HttpError } from '../errors.ts';
import type { Handlers } from './types.ts';

type PeopleOps = 'listContacts' | 'getUserCards' | 'lookupUser';

export function chatPeopleHandlers(ctx: Ctx): Handlers<operations, PeopleOps> {
  const { db } = ctx;
  return {
    async listContacts(request) {
      const viewer = viewerOf(request);
      if (request.query.username !== viewer.username) {
        throw refused('You can only read your own contacts.');
      }
      return {
        contacts: all<{ contact_name: string; contact_number: string }>(
          db,
          `SELECT contact_name, contact_number FROM chat_contacts WHERE user_id = ?
           ORDER BY contact_name, contact_number`,
          viewer.id,
        ),
      };
    },

    async getUserCards(request) {
      viewerOf(request);
      const usernames = [...new Set(request.body.usernames)];
      const marks = usernames.map(() => '?').join(', ');
      const rows = all<PersonRow>(
        db,
        `${PERSON_SELECT} WHERE u.username IN (${marks}) ORDER BY u.username`,
        ...usernames,
      );
      return {
        users: rows.map((row) => ({
          user_id: row.id,
          username: row.username,
          name: row.name,
          dp: row.profile_pic,
          bio: bioOf(db, row.id),
        })),
      };
    },

    async lookupUser(request) {
      viewerOf(request);
      const person = personByUsername(db, request.query.username);
      if (!person) throw new HttpError(404, { error: 'Username not found' });
      return { success: true as const, user_id: person.id };
    },
  };
}
