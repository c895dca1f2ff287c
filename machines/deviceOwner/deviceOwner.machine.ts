import { assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type { SetDeviceOwnerInput } from './deviceOwner.actors.ts';
import { isIgnoredOwner } from './deviceOwner.rules.ts';

export type DeviceOwnerContext = {
  deviceId: string;
  /** The owner set now (null: 'Not Set'). */
  currentOwner: string | null;
  picked: string | null;
  error: string | null;
};

export type DeviceOwnerEvent =
  | { type: 'owner.pick'; username: string }
  | { type: 'owner.confirm' }
  | { type: 'owner.cancel' }
  | { type: 'owner.dismiss' };

export type DeviceOwnerInput = { deviceId: string; currentOwner: string | null };

const PICK = [
  // 'notset' or the current owner: nothing happens (spec part 1 §4).
  { guard: 'isIgnored', actions: 'forgetPick' },
  { target: '#deviceOwner.confirming', actions: 'keepPick' },
] as const;

/**
 * Device owner change (spec part 1 §4): an owner picked asks 'Are you sure you want to proceed?';
 * confirmed, it is saved and the devices are read again (`reloadDevices`, given by the panel).
 */
export const deviceOwnerMachine = setup({
  types: {
    input: {} as DeviceOwnerInput,
    context: {} as DeviceOwnerContext,
    events: {} as DeviceOwnerEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    setDeviceOwner: unprovided<unknown, SetDeviceOwnerInput>('setDeviceOwner'),
  },
  guards: {
    isIgnored: ({ context, event }) =>
      event.type === 'owner.pick' && isIgnoredOwner(event.username, context.currentOwner),
  },
  actions: {
    keepPick: assign(({ event }) =>
      event.type === 'owner.pick' ? { picked: event.username, error: null } : {},
    ),
    // An ignored choice leaves no pick behind (the select shows the owner set again).
    forgetPick: assign({ picked: null }),
    // Given by the panel: it reads the devices again.
    reloadDevices: () => {},
  },
}).createMachine({
  id: 'deviceOwner',
  context: ({ input }) => ({
    deviceId: input.deviceId,
    currentOwner: input.currentOwner,
    picked: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: { on: { 'owner.pick': PICK } },
    confirming: {
      description: "'Are you sure you want to proceed?' with OK and Cancel",
      on: { 'owner.confirm': 'saving', 'owner.cancel': 'idle' },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'setDeviceOwner',
        src: 'setDeviceOwner',
        input: ({ context }) => ({ deviceId: context.deviceId, username: context.picked! }),
        onDone: {
          target: 'saved',
          actions: [assign(({ context }) => ({ currentOwner: context.picked })), 'reloadDevices'],
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: toServiceError(event.error).message })),
        },
      },
    },
    saved: {
      description: 'the new owner; the devices are read again',
      on: { 'owner.pick': PICK },
    },
    failed: {
      tags: 'error',
      on: { 'owner.pick': PICK, 'owner.dismiss': 'idle' },
    },
  },
});
