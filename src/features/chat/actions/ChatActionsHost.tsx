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

export type ChatActionsHostProps = {
  channel: string;
  channelId: number;
  /** Opened from a message's button: its action and default params. */
  start: ChatActionsStart | null;
  /** The dialog has closed (Close, or after the confirmation). */
  onClosed: () => void;
  /** An attendance sign-in/sign-off was submitted (spec part 2 §4): refresh the attendance. */
  onAttendance?: () => void;
  /** The calls (tests and stories give fakes; by default the chat service's). */
  actors?: Partial<ChatActionsActors>;
};

/** The chat actions dialog's actor, loaded on first use (its own chunk, with the sanitiser). */
export function ChatActionsHost(props: ChatActionsHostProps) {
  const { channel, channelId, start, onClosed, onAttendance, actors: given } = props;
  const actors = useMemo(() => ({ ...createChatActionsActors(api.chatPlain), ...given }), [given]);
  const actor = useActorRef(
    chatActionsMachine.provide({
      actors,
      actions: {
        refreshAttendance: () => onAttendance?.(),
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
