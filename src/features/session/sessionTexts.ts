// The warning's words live beside the session machine, so its `shows` declaration can name them.
export { SESSION_TEXTS } from '../../../machines/session/session.texts.ts';
