import { useQueryClient } from '@tanstack/react-query';
import type { Client } from 'openapi-fetch';
import { useState } from 'react';
import type { paths } from '../../../openapi/generated/chat.ts';
import type { QueryHooks } from '../../api/queryHooks.ts';
import { MessageScheduler } from './MessageScheduler.tsx';
import { SCHEDULES_PER_PAGE, type SchedulePage } from './ScheduleList.tsx';
import { createMessageSchedulerActors } from './schedulerCalls.ts';

const SOON_MS = 60_000;

/** Read again often while a schedule is about to go, so its status follows; else now and then. */
function refetchEvery(data: SchedulePage | undefined): number {
  const soon = data?.schedules.some(
    (s) => s.status === 'scheduled' && Date.parse(s.send_at) - Date.now() < SOON_MS,
  );
  return soon ? 5_000 : 60_000;
}

export type SchedulerScreenProps = { chat: Client<paths>; queries: QueryHooks<paths> };

/** /bchat/admin/scheduler: the message scheduler over the chat service (issue 19 §4). */
export function SchedulerScreen({ chat, queries }: SchedulerScreenProps) {
  const [actors] = useState(() => createMessageSchedulerActors(chat));
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const channels = queries.useQuery('get', '/automated_message/allowed-automated-channels');
  const schedules = queries.useQuery(
    'get',
    '/automated-message-scheduler',
    { params: { query: { start: (page - 1) * SCHEDULES_PER_PAGE, entries: SCHEDULES_PER_PAGE } } },
    { refetchInterval: (query) => refetchEvery(query.state.data), placeholderData: (kept) => kept },
  );
  return (
    <MessageScheduler
      actors={actors}
      channels={channels}
      schedules={schedules}
      page={page}
      onPage={setPage}
      onChanged={() =>
        queryClient.invalidateQueries({ queryKey: ['get', '/automated-message-scheduler'] })
      }
    />
  );
}
