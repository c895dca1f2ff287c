import type { SnapshotFrom } from 'xstate';
import type { DeviceOwnerEvent, deviceOwnerMachine } from './deviceOwner.machine.ts';
import { NOT_SET } from './deviceOwner.rules.ts';
import { DEVICE_OWNER_TEXTS as T } from './deviceOwner.texts.ts';

type Snapshot = SnapshotFrom<typeof deviceOwnerMachine>;
type Send = (event: DeviceOwnerEvent) => void;

export type DeviceOwnerIntents = {
  onPick: (username: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
  onDismiss: () => void;
};

const intentsBySend = new WeakMap<Send, DeviceOwnerIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): DeviceOwnerIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onPick: (username) => send({ type: 'owner.pick', username }),
      onConfirm: () => send({ type: 'owner.confirm' }),
      onCancel: () => send({ type: 'owner.cancel' }),
      onDismiss: () => send({ type: 'owner.dismiss' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

export type DeviceOwnerModel = DeviceOwnerIntents & {
  /** The select's value: the owner set, or 'notset'. */
  selected: string;
  busy: boolean;
  canPick: boolean;
  confirming: boolean;
  notice: string | null;
  error: string | null;
};

export function connectDeviceOwner(snapshot: Snapshot, send: Send = ignore): DeviceOwnerModel {
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const confirming = snapshot.matches('confirming');
  return {
    ...intentsOf(send),
    selected: (confirming || busy ? context.picked : context.currentOwner) ?? NOT_SET,
    busy,
    canPick: !busy && !confirming,
    confirming,
    notice:
      snapshot.matches('saved') && context.currentOwner ? T.saved(context.currentOwner) : null,
    error: snapshot.matches('failed') ? context.error : null,
  };
}
