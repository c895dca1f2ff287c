import type { Client } from 'openapi-fetch';
import type { RealtimeActors, RealtimeCredentials } from '../../../machines/realtime/index.ts';
import type { paths } from '../../../openapi/generated/chat.ts';
import { unwrap } from '../../api/errors.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';
import { connectOver } from '../../platform/realtime/connectActor.ts';
import type { RealtimeTransport } from '../../platform/realtime/transport.ts';

export type RealtimeActorDeps = {
  /** The plain chat client: realtime errors are only logged, never alerted. */
  chat: Client<paths>;
  transport: RealtimeTransport;
};

/** The realtime machine's actors: the broker login from getRealtimePassword, and the transport. */
export function createRealtimeActors({ chat, transport }: RealtimeActorDeps): RealtimeActors {
  return {
    fetchCredentials: fromAbortable<RealtimeCredentials, void>(async ({ signal }) =>
      unwrap(await chat.GET('/acl/chat-password/get-password', { signal })),
    ),
    connect: connectOver(transport),
  };
}
