import type { SnapshotFrom } from 'xstate';
import { degreesOf } from '../../src/domain/documents/viewer.ts';
import type { ImageRotationEvent, imageRotationMachine } from './imageRotation.machine.ts';

type Snapshot = SnapshotFrom<typeof imageRotationMachine>;
type Send = (event: ImageRotationEvent) => void;

export type ImageRotationIntents = { onTurn: () => void; onSave: () => void };

const intentsBySend = new WeakMap<Send, ImageRotationIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): ImageRotationIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onTurn: () => send({ type: 'rotate.turn' }),
      onSave: () => send({ type: 'rotate.save' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

export type ImageRotationModel = ImageRotationIntents & {
  image: Blob;
  degrees: number;
  /** Rotate shows for users who may rotate; usable unless a save is in flight. */
  showRotate: boolean;
  canTurn: boolean;
  /** Save shows while a turn is unsaved. */
  showSave: boolean;
  canSave: boolean;
  busy: boolean;
  saved: boolean;
  error: boolean;
};

export function connectImageRotation(snapshot: Snapshot, send: Send = ignore): ImageRotationModel {
  const { context } = snapshot;
  return {
    ...intentsOf(send),
    image: context.image,
    degrees: degreesOf(context.quarter),
    showRotate: context.canRotate,
    canTurn: snapshot.can({ type: 'rotate.turn' }),
    showSave: context.quarter > 0,
    canSave: snapshot.can({ type: 'rotate.save' }),
    busy: snapshot.hasTag('busy'),
    saved: snapshot.matches('saved'),
    error: snapshot.matches('failed'),
  };
}
