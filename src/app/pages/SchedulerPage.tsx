import type { paths as ChatPaths } from '../../../openapi/generated/chat.ts';
import { createQueryHooks } from '../../api/queryHooks.ts';
import { SchedulerScreen } from '../../features/scheduler/SchedulerScreen.tsx';
import { SignedInQueryClient } from '../SignedInQueryClient.tsx';
import { api } from '../services.ts';

// Reads of the chat service as queries, over the plain client (the screen shows its own failures).
const chatQueries = createQueryHooks<ChatPaths>(api.chatPlain);

/** /bchat/admin/scheduler: the message scheduler tab (part 2 §2; issue 19 §4). */
export default function SchedulerPage() {
  return (
    <SignedInQueryClient>
      <SchedulerScreen chat={api.chatPlain} queries={chatQueries} />
    </SignedInQueryClient>
  );
}
