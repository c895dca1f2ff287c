// The popup's words live beside the call machine, so its `shows` declaration can name them.
export { CALL_TEXTS, endedSentence } from '../../../machines/call/call.texts.ts';
