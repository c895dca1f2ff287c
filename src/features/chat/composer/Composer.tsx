import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromCallback } from 'xstate';
import {
  type ComposerActors,
  chatComposerMachine,
  connectChatComposer,
} from '../../../../machines/chatComposer/index.ts';
import type { OutgoingMessage } from '../../../../machines/chatOutbox/index.ts';
import type { ChatChannel, ChatMember, ChatRepliedTo } from '../../../domain/chat/types.ts';
import { loadChatDraft, saveChatDraft } from '../../../platform/chatDrafts.ts';
import { useView } from '../../../ui/hooks/useView.ts';
import { openCamera } from './CameraCapture.tsx';
import { ComposerForm } from './ComposerForm.tsx';
import { useDroppedFiles } from './DropZone.tsx';

export type ComposerProps = {
  channel: ChatChannel;
  me: { username: string; name: string };
  replyTo: ChatRepliedTo | null;
  onReplyClear(): void;
  members: readonly ChatMember[] | null;
  send(draft: OutgoingMessage): void;
  /** Given by tests; the app asks the browser for the camera. */
  actors?: Partial<ComposerActors>;
};

/** The message input of a channel: one composer per channel, its draft kept per channel. */
export function Composer(props: ComposerProps) {
  return <ChannelComposer key={props.channel.name} {...props} />;
}

function ChannelComposer({
  channel,
  me,
  replyTo,
  onReplyClear,
  members,
  send,
  actors,
}: ComposerProps) {
  const [logic] = useState(() =>
    chatComposerMachine.provide({
      actors: { camera: fromCallback(({ sendBack }) => openCamera(sendBack)), ...actors },
    }),
  );
  const actor = useActorRef(logic, { input: { me: me.username, members } });
  const view = useView(actor, (snapshot) => connectChatComposer(snapshot, actor.send))!;
  const latest = useRef({ channel, replyTo, onReplyClear, send });
  latest.current = { channel, replyTo, onReplyClear, send };

  // What was being written here before a reload comes back.
  useEffect(() => {
    const draft = loadChatDraft(channel.name);
    if (draft) actor.send({ type: 'text.change', value: draft, caret: draft.length });
  }, [actor, channel.name]);
  useEffect(() => saveChatDraft(channel.name, view.text), [channel.name, view.text]);

  useEffect(() => {
    if (members) actor.send({ type: 'members.change', members });
  }, [actor, members]);

  useEffect(() => {
    const subscription = actor.on('message.sent', ({ message }) => {
      const now = latest.current;
      now.send({
        channel: now.channel.name,
        text: message.text,
        replied_to: now.replyTo,
        attachment: message.attachment,
        location: null,
      });
      if (now.replyTo) now.onReplyClear();
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  useDroppedFiles((file) => view.onFileChoose(file, file.name));

  return <ComposerForm view={view} replyTo={replyTo} onReplyClear={onReplyClear} />;
}
