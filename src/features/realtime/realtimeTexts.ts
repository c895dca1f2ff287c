// The realtime words live beside the realtime machine, so its `shows` declaration can name them.
export { REALTIME_TEXTS } from '../../../machines/realtime/realtime.texts.ts';
