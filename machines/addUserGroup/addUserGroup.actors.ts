import type { PromiseActorLogic } from 'xstate';
import type { components, operations } from '../../openapi/generated/main.ts';

/** The body of addUserGroup (POST /hr_attendance/add-user-group). */
export type AddUserGroupInput = NonNullable<
  operations['addUserGroup']['requestBody']
>['content']['application/json'];

export type AddedUserGroup = components['schemas']['UserGroup'];

/** The add call by the name the machine invokes it with; rejects with the server's words. */
export type AddUserGroupActors = {
  addUserGroup: PromiseActorLogic<AddedUserGroup, AddUserGroupInput>;
};
