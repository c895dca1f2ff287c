import type { PromiseActorLogic } from 'xstate';
import type { components, operations } from '../../openapi/generated/chat.ts';

export type ChannelTask = components['schemas']['ChannelTask'];

/** The body of updateChannelTask (POST /chat/channel-tasks/update): one change at a time. */
export type UpdateChannelTaskInput = NonNullable<
  operations['updateChannelTask']['requestBody']
>['content']['application/json'];

export type UpdatedChannelTask = { msg: string; task: ChannelTask };

/** The update call by the name the machine invokes it with; rejects with the server's words. */
export type ChannelTaskActors = {
  updateChannelTask: PromiseActorLogic<UpdatedChannelTask, UpdateChannelTaskInput>;
};
