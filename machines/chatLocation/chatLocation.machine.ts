import { assign, emit, setup } from 'xstate';
import type { ChatLocation } from '../../src/domain/chat/types.ts';
import { unprovided } from '../shared/calls.ts';
import { type LocationFailure, locationFailureOf } from './chatLocation.rules.ts';

export type ChatLocationContext = {
  /** Why the last try gave no position (while failed). */
  failure: LocationFailure | null;
};

export type ChatLocationEvent =
  | { type: 'location.share' }
  | { type: 'location.retry' }
  | { type: 'location.dismiss' };

/** The position to send as a message of its own (the composer hands it to the outbox). */
export type ChatLocationEmitted = { type: 'location.shared'; location: ChatLocation };

/**
 * 'Share location' in the message input (spec part 2 §5: a message may be only a location):
 * asks the device for its position once (the named actor `getPosition`) and hands it on as
 * 'location.shared'; a failure says why, with Try again and Dismiss. Stopping the machine while
 * it waits (the input unmounts) stops the wait and says nothing.
 */
export const chatLocationMachine = setup({
  types: {
    context: {} as ChatLocationContext,
    events: {} as ChatLocationEvent,
    emitted: {} as ChatLocationEmitted,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    getPosition: unprovided<ChatLocation, void>('getPosition'),
  },
  actions: {
    assignFailure: assign((_, params: { error: unknown }) => ({
      failure: locationFailureOf(params.error),
    })),
    clearFailure: assign({ failure: null }),
    // Only the contract's two fields go on (ChatLocation), whatever else a position carries.
    handOn: emit((_, params: { position: ChatLocation }) => ({
      type: 'location.shared' as const,
      location: { latitude: params.position.latitude, longitude: params.position.longitude },
    })),
  },
}).createMachine({
  id: 'chatLocation',
  context: { failure: null },
  initial: 'idle',
  states: {
    idle: { on: { 'location.share': 'locating' } },
    locating: {
      description: 'Waiting for the device’s position: a busy line, Share location locked',
      tags: 'busy',
      invoke: {
        id: 'getPosition',
        src: 'getPosition',
        onDone: {
          target: 'idle',
          actions: { type: 'handOn', params: ({ event }) => ({ position: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      description: 'Why no position came (denied, unavailable, timeout, unsupported)',
      tags: 'error',
      exit: 'clearFailure',
      on: { 'location.retry': 'locating', 'location.dismiss': 'idle' },
    },
  },
});
