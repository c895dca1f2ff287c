import { withInput } from '../callActions/withInput.ts';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { deviceOwnerMachine } from './deviceOwner.machine.ts';
import { NOT_SET } from './deviceOwner.rules.ts';
import { deviceOwnerShows } from './deviceOwner.shows.ts';

/** The showcase's shared phone: its owner, another profile on it, a refusal. */
export const DEVICE_OWNER_SAMPLE = {
  deviceId: 'a1f3c9e07b2d4e51',
  owner: '8157415868',
  other: '9812345670',
  refused: 'username is not a profile of this device',
} as const;

const S = DEVICE_OWNER_SAMPLE;

export const deviceOwnerPaths = definePathSpec({
  machine: withInput(deviceOwnerMachine, { deviceId: S.deviceId, currentOwner: S.owner }),
  shows: deviceOwnerShows as never,
  events: [
    { type: 'owner.pick', username: S.other },
    { type: 'owner.pick', username: S.owner },
    { type: 'owner.pick', username: NOT_SET },
    { type: 'owner.confirm' },
    { type: 'owner.cancel' },
    { type: 'owner.dismiss' },
    doneEvent('setDeviceOwner', { msg: 'Device owner updated' }),
    errorEvent('setDeviceOwner', serviceError(S.refused, 400)),
  ],
  stateKey: (snapshot) => ({
    value: snapshot.value,
    current: snapshot.context.currentOwner,
    picked: snapshot.context.picked,
  }),
  // A select fires no change for the value it already shows.
  filterEvents: (snapshot, event) =>
    event.type !== 'owner.pick' || event.username !== (snapshot.context.currentOwner ?? NOT_SET),
  describeEvent: (event) => {
    if (event.type === 'owner.pick') return `choose owner "${event.username}"`;
    const words: Record<string, string> = {
      'owner.confirm': "press 'OK'",
      'owner.cancel': "press 'Cancel'",
      'owner.dismiss': "press 'Dismiss'",
      'xstate.done.actor.setDeviceOwner': 'the server sets the owner',
    };
    if (event.type.startsWith('xstate.error.actor.')) {
      return `the server refuses: "${event.error.message}"`;
    }
    return words[event.type];
  },
});
