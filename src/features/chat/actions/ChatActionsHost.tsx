import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import {
  type ChatActionsActors,
  type ChatActionsStart,
  chatActionsMachine,
  connectChatActions,
} from '../../../../machines/chatActions/index.ts';
import { api } from '../../../app/services.ts';
import { useView } from '../../../ui/hooks/useView.ts';
import { ChatActionsDialog } from './ChatActionsDialog.tsx';
import { createChatActionsActors } from './chatActionCalls.ts';

/** What an attendance view reads; a sign-in/sign-off chat action invalidates it (spec §4). */
export const ATTENDANCE_QUERY_KEY = ['attendance'] as const;

export type ChatActionsHostProps = {
  channel: string;
  channelId: number;
  /** Opened from a message's button: its action and default params. */
  start: ChatActionsStart | null;
  /** The dialog has closed (Close, or after the confirmation). */
  onClosed: () => void;
  /** The calls (tests and stories give fakes; by default the chat service's). */
  actors?: Partial<ChatActionsActors>;
};

/** The chat actions dialog's actor, loaded on first use (its own chunk, with the sanitiser). */
export function ChatActionsHost({
  channel,
  channelId,
  start,
  onClosed,
  ...props
}: ChatActionsHostProps) {
  const queryClient = useQueryClient();
  const actors = useMemo(
    () => ({ ...createChatActionsActors(api.chatPlain), ...props.actors }),
    [props.actors],
  );
  const actor = useActorRef(
    chatActionsMachine.provide({
      actors,
      actions: {
        // Spec part 2 §4: whatever shows the attendance reads it again.
        refreshAttendance: () => {
          void queryClient.invalidateQueries({ queryKey: ATTENDANCE_QUERY_KEY });
        },
      },
    }),
    { input: { channel, channelId, start } },
  );
  const view = useView(actor, (s) => connectChatActions(s, actor.send))!;
  useEffect(() => {
    if (!view.open) onClosed();
  }, [view.open, onClosed]);
  return <ChatActionsDialog view={view} />;
}
