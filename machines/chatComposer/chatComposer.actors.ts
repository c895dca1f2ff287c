import type { CallbackActorLogic, EventObject } from 'xstate';

/**
 * The camera while its dialog is open: asks the browser for it and reports back
 * `camera.ready` (with the stream, opaque here) or `camera.failed`; stops it when the dialog
 * closes. The app provides the real one (getUserMedia), tests a fake.
 */
export type ComposerActors = {
  camera: CallbackActorLogic<EventObject>;
};
