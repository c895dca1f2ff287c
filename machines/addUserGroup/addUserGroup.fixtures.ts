import type { AddedUserGroup } from './addUserGroup.actors.ts';

/* A new group, a blank name and the server's refusal, shared by the path spec, tests and
 * stories. Deterministic. */

export const ADD_USER_GROUP_SAMPLE = {
  name: 'Night shift',
  blank: '   ',
  taken: 'A group named Night shift already exists.',
  answer: { id: 9, name: 'Night shift', members: 0 } satisfies AddedUserGroup,
} as const;
