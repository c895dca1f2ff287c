import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromCallback } from 'xstate';
import {
  type ComposerActors,
  chatComposerMachine,
  connectChatComposer,
} from '../../../../machines/chatComposer/index.ts';
import {
  type ChatLocationActors,
  chatLocationMachine,
  connectChatLocation,
} from '../../../../machines/chatLocation/index.ts';
import type { OutgoingMessage } from '../../../../machines/chatOutbox/index.ts';
import type {
  ChatChannel,
  ChatLocation,
  ChatMember,
  ChatRepliedTo,
} from '../../../domain/chat/types.ts';
import { fromAbortable } from '../../../platform/abortableActor.ts';
import { loadChatDraft, saveChatDraft } from '../../../platform/chatDrafts.ts';
import { getPosition } from '../../../platform/geolocation.ts';
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
  /** Given by tests; the app asks the browser for the camera and the position. */
  actors?: Partial<ComposerActors & ChatLocationActors>;
};

// The browser's position; an unmount aborts the wait, and an aborted wait reports nothing.
const browserPosition = fromAbortable<ChatLocation, void>(({ signal }) => getPosition(signal));

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
      actors: { camera: actors?.camera ?? fromCallback(({ sendBack }) => openCamera(sendBack)) },
    }),
  );
  const [locationLogic] = useState(() =>
    chatLocationMachine.provide({
      actors: { getPosition: actors?.getPosition ?? browserPosition },
    }),
  );
  const actor = useActorRef(logic, { input: { me: me.username, members } });
  const view = useView(actor, (snapshot) => connectChatComposer(snapshot, actor.send))!;
  const locator = useActorRef(locationLogic);
  const location = useView(locator, (snapshot) => connectChatLocation(snapshot, locator.send))!;
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

  // A typed message and a shared location go to the outbox alike, answering the reply if any.
  useEffect(() => {
    const handOn = (message: Pick<OutgoingMessage, 'text' | 'attachment' | 'location'>) => {
      const now = latest.current;
      now.send({ channel: now.channel.name, replied_to: now.replyTo, ...message });
      if (now.replyTo) now.onReplyClear();
    };
    const subscriptions = [
      actor.on('message.sent', ({ message }) =>
        handOn({ text: message.text, attachment: message.attachment, location: null }),
      ),
      locator.on('location.shared', ({ location: position }) =>
        handOn({ text: '', attachment: null, location: position }),
      ),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, locator]);

  useDroppedFiles((file) => view.onFileChoose(file, file.name));

  return (
    <ComposerForm view={view} location={location} replyTo={replyTo} onReplyClear={onReplyClear} />
  );
}
