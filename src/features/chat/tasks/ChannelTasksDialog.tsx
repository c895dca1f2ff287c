import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import type { Client } from 'openapi-fetch';
import { useMemo, useRef, useState } from 'react';
import {
  type ChannelTaskActors,
  channelTaskMachine,
  connectChannelTask,
} from '../../../../machines/channelTask/index.ts';
import type { paths as ChatPaths } from '../../../../openapi/generated/chat.ts';
import { createQueryHooks } from '../../../api/queryHooks.ts';
import { TASK_WINDOW_DAYS } from '../../../domain/access/tasks.ts';
import { businessDay } from '../../../domain/format.ts';
import { addDays } from '../../../domain/supportCalls.ts';
import { useView } from '../../../ui/hooks/useView.ts';
import { ChannelTasksView } from './ChannelTasksView.tsx';
import {
  channelMembersQuery,
  channelTaskActors,
  channelTasksKey,
  channelTasksQuery,
  type TaskFilters,
} from './channelTaskCalls.ts';

export type ChannelTasksDialogProps = {
  channel: string;
  /** The plain chat client (tests give a fake). */
  chat: Client<ChatPaths>;
  onClosed: () => void;
  /** The update call (tests give a fake; by default over `chat`). */
  actors?: ChannelTaskActors;
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : null);

/** The last 90 days up to today (spec part 2 §5, §9), the open tasks first (§2). */
const initialFilters = (): TaskFilters => {
  const today = businessDay();
  return { status: 'Open', from: addDays(today, -TASK_WINDOW_DAYS), to: today, mine: false };
};

/** The channel's Tasks dialog with its actor and reads; loaded when Tasks is first pressed. */
export default function ChannelTasksDialog({
  channel,
  chat,
  onClosed,
  actors,
}: ChannelTasksDialogProps) {
  const client = useQueryClient();
  const queries = useMemo(() => createQueryHooks(chat), [chat]);
  const [filters, setFilters] = useState(initialFilters);
  const list = useQuery({
    ...channelTasksQuery(queries, channel, filters),
    placeholderData: keepPreviousData,
  });
  const members = useQuery(channelMembersQuery(queries, channel));
  const refresh = () => client.invalidateQueries({ queryKey: channelTasksKey(channel) });
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  const [logic] = useState(() =>
    channelTaskMachine.provide({
      actors: actors ?? channelTaskActors(chat),
      actions: { taskChanged: () => void refreshRef.current() },
    }),
  );
  const actor = useActorRef(logic, { input: { channel } });
  const view = useView(actor, (snapshot) => connectChannelTask(snapshot, actor.send))!;
  const everyone = members.data
    ? [...members.data.admins, ...members.data.normal_users, ...(members.data.business_users ?? [])]
    : null;
  return (
    <ChannelTasksView
      view={view}
      list={list}
      filters={filters}
      onFilters={setFilters}
      members={everyone}
      membersError={members.isError ? errorText(members.error) : null}
      onClose={onClosed}
    />
  );
}
