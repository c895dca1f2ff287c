import { assign, emit, fromCallback, raise, setup } from 'xstate';
import type { ChatMember } from '../../src/domain/chat/types.ts';
import {
  type AttachmentKind,
  attachmentKindOf,
  insertMention,
  isBlank,
  isNearLimit,
  isOverLimit,
  isTooLarge,
  jpegName,
  MENTION_HIDE_MS,
  type MentionOption,
  mentionOptions,
  mentionQueryAt,
} from './chatComposer.rules.ts';

/** A file staged to go with the message. */
export type StagedFile = { kind: AttachmentKind; file: Blob; name: string };

/** What the composer hands on when the user sends (the outbox takes it from there). */
export type ComposedMessage = { text: string; attachment: StagedFile | null };

export type ChatComposerContext = {
  me: string;
  members: readonly ChatMember[];
  text: string;
  /** Where the caret is in the text (a chosen mention moves it). */
  caret: number;
  /** The '@name' being typed: where it starts and the matches. */
  mention: { start: number; query: string; options: MentionOption[]; highlighted: number } | null;
  attachment: StagedFile | null;
  /** Why a chosen file was not taken. */
  rejected: 'notAccepted' | 'tooLarge' | null;
  /** The live camera stream (opaque: the view shows it). */
  stream: unknown;
};

export type ChatComposerEvent =
  | { type: 'text.change'; value: string; caret: number }
  | { type: 'members.change'; members: readonly ChatMember[] }
  | { type: 'input.blur' }
  | { type: 'input.focus' }
  | { type: 'mention.next' }
  | { type: 'mention.prev' }
  /** Enter/Tab on the highlighted one (no index), or a click on one. */
  | { type: 'mention.choose'; index?: number }
  | { type: 'mention.dismiss' }
  | { type: 'file.choose'; file: Blob; name: string }
  | { type: 'attachment.discard' }
  | { type: 'crop.open' }
  | { type: 'crop.apply'; file: Blob }
  | { type: 'crop.cancel' }
  | { type: 'camera.open' }
  | { type: 'camera.ready'; stream: unknown }
  | { type: 'camera.failed' }
  | { type: 'camera.capture'; file: Blob }
  | { type: 'camera.close' }
  | { type: 'message.send' };

export type ChatComposerInput = { me: string; members: readonly ChatMember[] | null };

export type ChatComposerEmitted = { type: 'message.sent'; message: ComposedMessage };

const measured = [
  { guard: 'isOver', target: '.overLimit' },
  { guard: 'isNear', target: '.nearLimit' },
  { guard: 'isEmpty', target: '.empty' },
  { target: '.written' },
] as const;

const chooseFile = [
  { guard: 'isTooLarge', target: 'rejected', actions: 'rejectTooLarge' },
  { guard: 'isAccepted', target: 'preview', actions: 'stageFile' },
  { target: 'rejected', actions: 'rejectType' },
] as const;

/** Where a file can be chosen, the camera opened and the message sent (no crop or camera open). */
const composing = {
  'file.choose': chooseFile,
  'camera.open': 'camera',
  'message.send': {
    guard: 'canSendText',
    target: 'none',
    actions: ['handOn', 'clearAttachment', 'clearText'],
  },
} as const;

const withMatches = [{ guard: 'hasMatches', target: 'open' }, { target: 'noMatches' }] as const;

/** After a change: the '@name' at the caret opens the list (with or without matches). */
const mentionOnChange = [
  { guard: 'typesMention', target: '.open', actions: 'assignMention' },
  { guard: 'typesUnmatched', target: '.noMatches', actions: 'assignMention' },
  { target: '.closed', actions: 'clearMention' },
] as const;

/**
 * The message input (spec part 2 §2 'Message input', §5 send rules, §9): text up to 500
 * characters with a counter near the limit; '@' suggests the channel's members (and @all), hidden
 * 150 ms after the input loses focus; a file (image, video, pdf) is previewed with a caption
 * before it is sent, an image can be cropped, a photo taken with the camera. Sending hands the
 * message on (emitted 'message.sent') and clears the input: the outbox keeps it from there.
 */
export const chatComposerMachine = setup({
  types: {
    input: {} as ChatComposerInput,
    context: {} as ChatComposerContext,
    events: {} as ChatComposerEvent,
    emitted: {} as ChatComposerEmitted,
  },
  actors: {
    // Without a camera provided, the dialog says it is not available.
    camera: fromCallback(({ sendBack }) => {
      sendBack({ type: 'camera.failed' });
    }),
  },
  delays: { mentionHide: MENTION_HIDE_MS },
  guards: {
    isOver: ({ event }) => event.type === 'text.change' && isOverLimit(event.value),
    isNear: ({ event }) => event.type === 'text.change' && isNearLimit(event.value),
    isEmpty: ({ event }) => event.type === 'text.change' && event.value === '',
    typesMention: ({ context, event }) => {
      if (event.type !== 'text.change') return false;
      const at = mentionQueryAt(event.value, event.caret);
      return at !== null && mentionOptions(context.members, at.query, context.me).length > 0;
    },
    typesUnmatched: ({ event }) =>
      event.type === 'text.change' && mentionQueryAt(event.value, event.caret) !== null,
    hasMatches: ({ context }) => (context.mention?.options.length ?? 0) > 0,
    isTooLarge: ({ event }) => event.type === 'file.choose' && isTooLarge(event.file.size),
    isAccepted: ({ event }) =>
      event.type === 'file.choose' && attachmentKindOf(event.file.type, event.name) !== null,
    isImage: ({ context }) => context.attachment?.kind === 'image',
    canSendText: ({ context }) => !isBlank(context.text) && !isOverLimit(context.text),
    fitsLimit: ({ context }) => !isOverLimit(context.text),
  },
  actions: {
    assignText: assign(({ event }) =>
      event.type === 'text.change' ? { text: event.value, caret: event.caret } : {},
    ),
    assignMention: assign(({ context, event }) => {
      if (event.type !== 'text.change') return {};
      const at = mentionQueryAt(event.value, event.caret)!;
      const options = mentionOptions(context.members, at.query, context.me);
      return { mention: { ...at, options, highlighted: 0 } };
    }),
    clearMention: assign({ mention: null }),
    moveHighlight: assign(({ context, event }) => {
      const mention = context.mention!;
      const step = event.type === 'mention.prev' ? -1 : 1;
      const count = mention.options.length;
      return { mention: { ...mention, highlighted: (mention.highlighted + step + count) % count } };
    }),
    // The chosen mention goes into the text as any typing would: both regions follow.
    insertChosen: raise(({ context, event }) => {
      const mention = context.mention!;
      const index = event.type === 'mention.choose' ? (event.index ?? mention.highlighted) : 0;
      const option = mention.options[index] ?? mention.options[0]!;
      const next = insertMention(context.text, mention.start, context.caret, option);
      return { type: 'text.change' as const, value: next.text, caret: next.caret };
    }),
    stageFile: assign(({ event }) => {
      if (event.type !== 'file.choose') return {};
      const kind = attachmentKindOf(event.file.type, event.name)!;
      return { attachment: { kind, file: event.file, name: event.name }, rejected: null };
    }),
    stageCrop: assign(({ context, event }) =>
      event.type === 'crop.apply' && context.attachment
        ? {
            attachment: {
              kind: 'image' as const,
              file: event.file,
              name: jpegName(context.attachment.name),
            },
          }
        : {},
    ),
    stageCapture: assign(({ event }) =>
      event.type === 'camera.capture'
        ? { attachment: { kind: 'image' as const, file: event.file, name: 'photo.jpg' } }
        : {},
    ),
    assignStream: assign(({ event }) =>
      event.type === 'camera.ready' ? { stream: event.stream } : {},
    ),
    clearStream: assign({ stream: null }),
    rejectTooLarge: assign({ rejected: 'tooLarge' as const }),
    rejectType: assign({ rejected: 'notAccepted' as const }),
    clearAttachment: assign({ attachment: null, rejected: null }),
    handOn: emit(({ context }) => ({
      type: 'message.sent' as const,
      message: { text: context.text.trim(), attachment: context.attachment },
    })),
    clearText: raise({ type: 'text.change' as const, value: '', caret: 0 }),
  },
}).createMachine({
  id: 'chatComposer',
  type: 'parallel',
  context: ({ input }) => ({
    me: input.me,
    members: input.members ?? [],
    text: '',
    caret: 0,
    mention: null,
    attachment: null,
    rejected: null,
    stream: null,
  }),
  on: {
    'members.change': { actions: assign(({ event }) => ({ members: event.members })) },
  },
  states: {
    text: {
      initial: 'empty',
      on: { 'text.change': measured.map((t) => ({ ...t, actions: 'assignText' })) },
      states: {
        empty: { description: 'Nothing typed: Send waits' },
        written: {},
        nearLimit: { description: 'The counter shows characters used of 500' },
        overLimit: { description: 'Over 500 characters: the counter and why Send is off' },
      },
    },
    mention: {
      initial: 'closed',
      on: { 'text.change': mentionOnChange },
      states: {
        closed: {},
        open: {
          on: {
            'mention.next': { actions: 'moveHighlight' },
            'mention.prev': { actions: 'moveHighlight' },
            'mention.choose': { target: 'closed', actions: 'insertChosen' },
            'mention.dismiss': 'closed',
            'input.blur': 'closing',
          },
        },
        noMatches: {
          description: "'No suggestions found'",
          on: { 'mention.dismiss': 'closed', 'input.blur': 'closing' },
        },
        closing: {
          description: 'Focus left: the list stays 150 ms, long enough for a click on it',
          after: { mentionHide: 'closed' },
          on: {
            'input.focus': withMatches,
            'mention.choose': { guard: 'hasMatches', target: 'closed', actions: 'insertChosen' },
          },
        },
      },
    },
    attachment: {
      initial: 'none',
      states: {
        none: { on: composing },
        rejected: { description: 'The chosen file is not sent: why', on: composing },
        preview: {
          description: 'The file with a caption field, Send and Cancel; Crop for an image',
          on: {
            'message.send': {
              guard: 'fitsLimit',
              target: 'none',
              actions: ['handOn', 'clearAttachment', 'clearText'],
            },
            'crop.open': { guard: 'isImage', target: 'cropping' },
            'attachment.discard': { target: 'none', actions: 'clearAttachment' },
          },
        },
        cropping: {
          on: {
            'crop.apply': { target: 'preview', actions: 'stageCrop' },
            'crop.cancel': 'preview',
          },
        },
        camera: {
          initial: 'starting',
          invoke: { id: 'camera', src: 'camera' },
          exit: 'clearStream',
          on: { 'camera.close': 'none' },
          states: {
            starting: {
              on: {
                'camera.ready': { target: 'live', actions: 'assignStream' },
                'camera.failed': 'refused',
              },
            },
            live: {
              on: {
                'camera.capture': {
                  target: '#chatComposer.attachment.preview',
                  actions: 'stageCapture',
                },
              },
            },
            refused: { description: 'The browser refused the camera: said so' },
          },
        },
      },
    },
  },
});
