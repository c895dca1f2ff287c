import type { PromiseActorLogic } from 'xstate';
import type { components } from '../../openapi/generated/chat.ts';

type Schemas = components['schemas'];
export type ScheduleRepeat = Schemas['ScheduleRepeat'];
export type ScheduledMessage = Schemas['ScheduledMessage'];
export type AutomatedChannel = Schemas['AutomatedChannel'];

/** The body of scheduleMessage (POST /automated-message-scheduler). */
export type ScheduleMessageInput = Schemas['ScheduleMessageBody'];

/** Which schedule cancelScheduledMessage cancels. */
export type CancelScheduleInput = { schedule_id: number };

/**
 * The calls of the scheduler, by the names the machine invokes them with: each rejects with an
 * Error carrying the server's words (and the status).
 */
export type MessageSchedulerActors = {
  scheduleMessage: PromiseActorLogic<ScheduledMessage, ScheduleMessageInput>;
  cancelScheduledMessage: PromiseActorLogic<ScheduledMessage, CancelScheduleInput>;
};
