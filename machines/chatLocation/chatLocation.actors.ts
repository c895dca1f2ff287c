import type { PromiseActorLogic } from 'xstate';
import type { ChatLocation } from '../../src/domain/chat/types.ts';

/**
 * The device's position, once: resolves with it, or rejects with an error whose `kind` says why
 * (see LOCATION_FAILURES). The app provides the browser's (passing the actor's signal, so an
 * unmount stops the wait silently), tests a fake.
 */
export type ChatLocationActors = {
  getPosition: PromiseActorLogic<ChatLocation, void>;
};
