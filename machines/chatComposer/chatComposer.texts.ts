import { taskMessages } from '../../src/domain/messages/tasks.ts';
import { messages } from '../../src/domain/messages.ts';

/** The message input: the spec's words from the catalogue, the labels ours. */
export const CHAT_COMPOSER_TEXTS = {
  placeholder: messages.labels.writeMessageHere,
  noSuggestions: taskMessages.noSuggestions,
  message: 'Message',
  send: 'Send',
  attach: 'Attach a file',
  camera: 'Take a photo',
  mentionList: 'People to mention',
  everyone: 'Everyone in this channel',
  /** The counter near and over the limit. */
  counter: (length: number, max: number) => `${length}/${max}`,
  overLimit: (max: number) => `A message can have at most ${max} characters.`,
  notAccepted: 'Only images, videos and PDF files can be sent.',
  tooLarge: (mb: number) => `The file is larger than ${mb} MB.`,
  previewTitle: 'Send a file',
  caption: 'Caption',
  crop: 'Crop',
  discard: 'Cancel',
  cropTitle: 'Crop the image',
  cropHint: 'Drag a rectangle over the part of the image to keep.',
  applyCrop: 'Use this crop',
  cancelCrop: 'Back',
  cameraTitle: 'Camera',
  cameraStarting: 'Starting the camera…',
  cameraRefused:
    'The camera is not available: the browser refused it. Allow the camera for this site to take a photo.',
  capture: 'Capture',
  closeCamera: 'Close camera',
  dropHere: 'Drop the file to send it',
  replyingTo: (name: string) => `Replying to ${name}`,
  cancelReply: 'Cancel reply',
} as const;
