export type {
  AddedUserGroup,
  AddUserGroupActors,
  AddUserGroupInput,
} from './addUserGroup.actors.ts';
export * from './addUserGroup.connect.ts';
export {
  type AddUserGroupContext,
  type AddUserGroupEvent,
  addUserGroupMachine,
} from './addUserGroup.machine.ts';
export * from './addUserGroup.rules.ts';
export { ADD_USER_GROUP_TEXTS } from './addUserGroup.texts.ts';
