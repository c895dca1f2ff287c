import { assign, setup } from 'xstate';
import type { TourMode } from './tour.rules.ts';

export type TourEvent =
  | { type: 'tour.start'; mode: TourMode }
  | { type: 'tour.next' }
  | { type: 'tour.skip' }
  | { type: 'tour.close' }
  | { type: 'tour.finish' };

export type TourContext = { mode: TourMode };

const isMode =
  (mode: TourMode) =>
  ({ event }: { event: TourEvent }) =>
    event.type === 'tour.start' && event.mode === mode;

/**
 * The guided tour of the chat side (spec part 2 §2): steps all channels, scheduler, create
 * channel; nonprofile adds the business profile first, createchannel starts at create channel.
 * Close, Skip or Finish ends it and records it as done (the app stores that locally, so it does
 * not come back); it can be started again.
 */
export const tourMachine = setup({
  types: { context: {} as TourContext, events: {} as TourEvent },
  guards: {
    isNonprofile: isMode('nonprofile'),
    isCreateChannel: isMode('createchannel'),
  },
  actions: {
    assignMode: assign(({ event }) => (event.type === 'tour.start' ? { mode: event.mode } : {})),
    // Provided by the app: writes "done" through the storage adapter.
    recordDone: () => {},
  },
}).createMachine({
  id: 'tour',
  context: { mode: 'complete' },
  initial: 'off',
  states: {
    off: {
      description: 'Nothing shows; the tour is done or not started',
      on: {
        'tour.start': [
          { guard: 'isNonprofile', target: 'running.profile', actions: 'assignMode' },
          { guard: 'isCreateChannel', target: 'running.createChannel', actions: 'assignMode' },
          { target: 'running.allChannels', actions: 'assignMode' },
        ],
      },
    },
    running: {
      initial: 'allChannels',
      on: { 'tour.close': { target: 'off', actions: 'recordDone' } },
      states: {
        profile: {
          description: 'Points at the business profile (nonprofile mode only)',
          on: {
            'tour.next': 'allChannels',
            'tour.skip': { target: '#tour.off', actions: 'recordDone' },
          },
        },
        allChannels: {
          on: {
            'tour.next': 'scheduler',
            'tour.skip': { target: '#tour.off', actions: 'recordDone' },
          },
        },
        scheduler: {
          on: {
            'tour.next': 'createChannel',
            'tour.skip': { target: '#tour.off', actions: 'recordDone' },
          },
        },
        createChannel: {
          description: 'The last step: Finish instead of Next and Skip',
          on: { 'tour.finish': { target: '#tour.off', actions: 'recordDone' } },
        },
      },
    },
  },
});
