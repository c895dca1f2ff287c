import type { SnapshotFrom } from 'xstate';
import type { ChatComposerEvent, chatComposerMachine, StagedFile } from './chatComposer.machine.ts';
import { ATTACHMENT_MAX_MB, MESSAGE_MAX_LENGTH, type MentionOption } from './chatComposer.rules.ts';
import { CHAT_COMPOSER_TEXTS as T } from './chatComposer.texts.ts';

type Snapshot = SnapshotFrom<typeof chatComposerMachine>;
type Send = (event: ChatComposerEvent) => void;

export type ChatComposerIntents = {
  onTextChange: (value: string, caret: number) => void;
  onBlur: () => void;
  onFocus: () => void;
  onMentionNext: () => void;
  onMentionPrev: () => void;
  /** Without an index: the highlighted one (Enter/Tab). */
  onMentionChoose: (index?: number) => void;
  onMentionDismiss: () => void;
  onFileChoose: (file: Blob, name: string) => void;
  onDiscard: () => void;
  onCropOpen: () => void;
  onCropApply: (file: Blob) => void;
  onCropCancel: () => void;
  onCameraOpen: () => void;
  onCapture: (file: Blob) => void;
  onCameraClose: () => void;
  onSend: () => void;
};

const intentsBySend = new WeakMap<Send, ChatComposerIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): ChatComposerIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onTextChange: (value, caret) => send({ type: 'text.change', value, caret }),
      onBlur: () => send({ type: 'input.blur' }),
      onFocus: () => send({ type: 'input.focus' }),
      onMentionNext: () => send({ type: 'mention.next' }),
      onMentionPrev: () => send({ type: 'mention.prev' }),
      onMentionChoose: (index) =>
        send(index === undefined ? { type: 'mention.choose' } : { type: 'mention.choose', index }),
      onMentionDismiss: () => send({ type: 'mention.dismiss' }),
      onFileChoose: (file, name) => send({ type: 'file.choose', file, name }),
      onDiscard: () => send({ type: 'attachment.discard' }),
      onCropOpen: () => send({ type: 'crop.open' }),
      onCropApply: (file) => send({ type: 'crop.apply', file }),
      onCropCancel: () => send({ type: 'crop.cancel' }),
      onCameraOpen: () => send({ type: 'camera.open' }),
      onCapture: (file) => send({ type: 'camera.capture', file }),
      onCameraClose: () => send({ type: 'camera.close' }),
      onSend: () => send({ type: 'message.send' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

export type ComposerDialog = 'preview' | 'crop' | 'camera' | null;

/** The composer as the view renders it. */
export type ChatComposerModel = ChatComposerIntents & {
  text: string;
  caret: number;
  /** 'n/500' near and over the limit; null before. */
  counter: string | null;
  /** Why Send is off with too much text. */
  overLimit: string | null;
  canSend: boolean;
  canAttach: boolean;
  canOpenCamera: boolean;
  /** The suggestion list: open with options (one highlighted), or open and empty. */
  mention: { options: readonly MentionOption[]; highlighted: number } | null;
  /** Why the chosen file was not taken. */
  rejected: string | null;
  dialog: ComposerDialog;
  attachment: StagedFile | null;
  canCrop: boolean;
  camera: { state: 'starting' | 'live' | 'refused'; stream: unknown } | null;
};

function mentionOf(snapshot: Snapshot): ChatComposerModel['mention'] {
  const { mention } = snapshot.context;
  const shown =
    snapshot.matches({ mention: 'open' }) ||
    snapshot.matches({ mention: 'noMatches' }) ||
    snapshot.matches({ mention: 'closing' });
  if (!shown || !mention) return null;
  return { options: mention.options, highlighted: mention.highlighted };
}

function dialogOf(snapshot: Snapshot): ComposerDialog {
  if (snapshot.matches({ attachment: 'preview' })) return 'preview';
  if (snapshot.matches({ attachment: 'cropping' })) return 'crop';
  if (snapshot.matches({ attachment: 'camera' })) return 'camera';
  return null;
}

function cameraOf(snapshot: Snapshot): ChatComposerModel['camera'] {
  const { stream } = snapshot.context;
  if (snapshot.matches({ attachment: { camera: 'starting' } }))
    return { state: 'starting', stream };
  if (snapshot.matches({ attachment: { camera: 'live' } })) return { state: 'live', stream };
  if (snapshot.matches({ attachment: { camera: 'refused' } })) return { state: 'refused', stream };
  return null;
}

export function connectChatComposer(snapshot: Snapshot, send: Send = ignore): ChatComposerModel {
  const { context } = snapshot;
  const near = snapshot.matches({ text: 'nearLimit' });
  const over = snapshot.matches({ text: 'overLimit' });
  return {
    ...intentsOf(send),
    text: context.text,
    caret: context.caret,
    counter: near || over ? T.counter(context.text.length, MESSAGE_MAX_LENGTH) : null,
    overLimit: over ? T.overLimit(MESSAGE_MAX_LENGTH) : null,
    canSend: snapshot.can({ type: 'message.send' }),
    canAttach: snapshot.can({ type: 'file.choose', file: new Blob(), name: '' }),
    canOpenCamera: snapshot.can({ type: 'camera.open' }),
    mention: mentionOf(snapshot),
    rejected:
      snapshot.matches({ attachment: 'rejected' }) && context.rejected
        ? context.rejected === 'tooLarge'
          ? T.tooLarge(ATTACHMENT_MAX_MB)
          : T.notAccepted
        : null,
    dialog: dialogOf(snapshot),
    attachment: context.attachment,
    canCrop: snapshot.can({ type: 'crop.open' }),
    camera: cameraOf(snapshot),
  };
}
