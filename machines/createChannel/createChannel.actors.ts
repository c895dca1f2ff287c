import type { PromiseActorLogic } from 'xstate';
import type { operations } from '../../openapi/generated/chat.ts';

/** The body of createChannel (POST /channel). */
export type CreateChannelInput = NonNullable<
  operations['createChannel']['requestBody']
>['content']['application/json'];

export type CreateChannelOutput =
  operations['createChannel']['responses']['200']['content']['application/json'];

export type NewChannelType = CreateChannelInput['channel_type'];

/** The create call by the name the machine invokes it with; rejects with the server's words. */
export type CreateChannelActors = {
  createChannel: PromiseActorLogic<CreateChannelOutput, CreateChannelInput>;
};
