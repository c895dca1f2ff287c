import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  type channelListMachine,
  connectChannelList,
} from '../../../../machines/channelList/index.ts';
import { ChannelListView } from './ChannelListView.tsx';
import { type ResolveNames, useContactNames } from './useContactNames.ts';

export type ChannelListPanelProps = {
  actor: ActorRefFrom<typeof channelListMachine>;
  /** The Mentions page: only channels with unread mentions. */
  mentionsOnly?: boolean;
  resolveNames?: ResolveNames;
  onOpen: (name: string) => void;
  onMentionCount?: (count: number) => void;
};

/** The list machine's actor rendered: the sidebar of the chat page. */
export function ChannelListPanel({
  actor,
  mentionsOnly,
  resolveNames,
  onOpen,
  onMentionCount,
}: ChannelListPanelProps) {
  const model = useSelector(
    actor,
    (s) => connectChannelList(s, actor.send, { mentionsOnly }),
    shallowEqual,
  );
  const people = useMemo(
    () => [
      ...model.channels.flatMap((c) =>
        c.type === 'p2p' && c.users[0] ? [c.users[0].username] : [],
      ),
      ...(model.contacts ?? []).map((contact) => contact.contact_number),
    ],
    [model.channels, model.contacts],
  );
  const names = useContactNames(resolveNames, people);
  useEffect(() => onMentionCount?.(model.mentionCount), [model.mentionCount, onMentionCount]);
  return (
    <ChannelListView
      model={model}
      names={names}
      onOpen={(name) => {
        model.onOpen(name);
        onOpen(name);
      }}
    />
  );
}
