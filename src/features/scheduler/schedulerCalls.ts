import type { Client } from 'openapi-fetch';
import type { MessageSchedulerActors } from '../../../machines/messageScheduler/index.ts';
import type { paths } from '../../../openapi/generated/chat.ts';
import { unwrap } from '../../api/errors.ts';
import { intentKey } from '../../api/intentKey.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';

/** The scheduler's calls over the plain chat client: the screen shows the server's words itself. */
export function createMessageSchedulerActors(chat: Client<paths>): MessageSchedulerActors {
  return {
    scheduleMessage: fromAbortable(async ({ input, signal }) =>
      unwrap(
        await chat.POST('/automated-message-scheduler', {
          // Saved once: a retry of the same schedule is answered with the first one.
          params: { header: { 'Idempotency-Key': intentKey('schedule-message', input) } },
          body: input,
          signal,
        }),
      ),
    ),
    cancelScheduledMessage: fromAbortable(async ({ input, signal }) =>
      unwrap(
        await chat.POST('/automated-message-scheduler/{schedule_id}/cancel', {
          params: { path: input },
          signal,
        }),
      ),
    ),
  };
}
