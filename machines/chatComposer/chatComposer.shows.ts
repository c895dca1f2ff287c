import type { SnapshotFrom } from 'xstate';
import { defineShows } from '../shared/shows.ts';
import { chatComposerMachine } from './chatComposer.machine.ts';
import {
  ATTACHMENT_MAX_MB,
  isBlank,
  isOverLimit,
  MESSAGE_MAX_LENGTH,
} from './chatComposer.rules.ts';
import { CHAT_COMPOSER_TEXTS as T } from './chatComposer.texts.ts';

type Snapshot = SnapshotFrom<typeof chatComposerMachine>;

const counter = (s: Snapshot) => [T.counter(s.context.text.length, MESSAGE_MAX_LENGTH)];
const options = (s: Snapshot) => (s.context.mention?.options ?? []).map((o) => o.label);
const sendable = (s: Snapshot) => !isBlank(s.context.text) && !isOverLimit(s.context.text);
const fileName = (s: Snapshot) => [s.context.attachment?.name ?? ''];

/**
 * What the user sees of the message input (ARCHITECTURE §4): Send usable only with something
 * to send, the counter near and over 500, the suggestion list, and the file's dialogs.
 */
export const chatComposerShows = defineShows({
  machine: chatComposerMachine,
  vocabulary: [
    T.noSuggestions,
    T.notAccepted,
    T.tooLarge(ATTACHMENT_MAX_MB),
    T.overLimit(MESSAGE_MAX_LENGTH),
    T.cropHint,
    T.cameraStarting,
    T.cameraRefused,
  ],
  controls: {
    [T.send]: [{ type: 'message.send' }],
    [T.attach]: [{ type: 'file.choose', file: new Blob(), name: 'a.pdf' }],
    [T.camera]: [{ type: 'camera.open' }],
    [T.crop]: [{ type: 'crop.open' }],
    [T.discard]: [{ type: 'attachment.discard' }],
    [T.applyCrop]: [{ type: 'crop.apply', file: new Blob() }],
    [T.cancelCrop]: [{ type: 'crop.cancel' }],
    [T.capture]: [{ type: 'camera.capture', file: new Blob() }],
    [T.closeCamera]: [{ type: 'camera.close' }],
  },
  states: {
    'chatComposer.text.empty': {},
    'chatComposer.text.written': {},
    'chatComposer.text.nearLimit': { texts: counter },
    'chatComposer.text.overLimit': {
      texts: [T.overLimit(MESSAGE_MAX_LENGTH)],
      variants: [{ when: () => true, texts: counter }],
    },
    'chatComposer.mention.closed': {},
    'chatComposer.mention.open': { texts: options },
    'chatComposer.mention.noMatches': { texts: [T.noSuggestions] },
    // Still on screen for 150 ms after focus left, so a click on it lands.
    'chatComposer.mention.closing': {
      variants: [
        { when: (s) => options(s).length > 0, texts: options },
        { when: (s) => options(s).length === 0, texts: [T.noSuggestions] },
      ],
    },
    'chatComposer.attachment.none': {
      enabled: [T.attach, T.camera],
      variants: [
        { when: sendable, enabled: [T.send] },
        { when: (s) => !sendable(s), disabled: [T.send] },
      ],
    },
    'chatComposer.attachment.rejected': {
      enabled: [T.attach, T.camera],
      variants: [
        { when: (s) => s.context.rejected === 'tooLarge', texts: [T.tooLarge(ATTACHMENT_MAX_MB)] },
        { when: (s) => s.context.rejected !== 'tooLarge', texts: [T.notAccepted] },
        { when: sendable, enabled: [T.send] },
        { when: (s) => !sendable(s), disabled: [T.send] },
      ],
    },
    'chatComposer.attachment.preview': {
      dialogs: [T.previewTitle],
      texts: fileName,
      enabled: [T.discard],
      variants: [
        { when: (s) => !isOverLimit(s.context.text), enabled: [T.send] },
        { when: (s) => isOverLimit(s.context.text), disabled: [T.send] },
        { when: (s) => s.context.attachment?.kind === 'image', enabled: [T.crop] },
      ],
    },
    'chatComposer.attachment.cropping': {
      dialogs: [T.cropTitle],
      texts: [T.cropHint],
      enabled: [T.applyCrop, T.cancelCrop],
    },
    'chatComposer.attachment.camera': { dialogs: [T.cameraTitle], enabled: [T.closeCamera] },
    'chatComposer.attachment.camera.starting': { texts: [T.cameraStarting] },
    'chatComposer.attachment.camera.live': { enabled: [T.capture] },
    'chatComposer.attachment.camera.refused': { texts: [T.cameraRefused] },
  },
});
