import type { Client } from 'openapi-fetch';
import type { CreateChannelActors } from '../../../machines/createChannel/index.ts';
import type { paths as ChatPaths } from '../../../openapi/generated/chat.ts';
import { unwrap } from '../../api/errors.ts';
import { intentKey } from '../../api/intentKey.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';

/** The create over the plain chat client: the form shows the server's words itself. */
export function createChannelActors(chat: Client<ChatPaths>): CreateChannelActors {
  return {
    createChannel: fromAbortable(async ({ input, signal }) =>
      unwrap(
        await chat.POST('/channel', {
          // Created once: a retry of the same form is answered with the first channel.
          params: { header: { 'Idempotency-Key': intentKey('create-channel', input) } },
          body: input,
          signal,
        }),
      ),
    ),
  };
}
