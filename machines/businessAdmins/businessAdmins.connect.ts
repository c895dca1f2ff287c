import type { SnapshotFrom } from 'xstate';
import type { BusinessAdmin } from './businessAdmins.actors.ts';
import type { BusinessAdminsEvent, businessAdminsMachine } from './businessAdmins.machine.ts';
import { BUSINESS_ADMINS_TEXTS as T } from './businessAdmins.texts.ts';

type Snapshot = SnapshotFrom<typeof businessAdminsMachine>;
type Send = (event: BusinessAdminsEvent) => void;

export type BusinessAdminsIntents = {
  onTextChange: (value: string) => void;
  onAdd: () => void;
  onRetry: () => void;
};

const intentsBySend = new WeakMap<Send, BusinessAdminsIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): BusinessAdminsIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onTextChange: (value) => send({ type: 'numbers.change', value }),
      onAdd: () => send({ type: 'admins.add' }),
      onRetry: () => send({ type: 'admins.retry' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

export type BusinessAdminsModel = BusinessAdminsIntents & {
  text: string;
  admins: readonly BusinessAdmin[];
  busy: boolean;
  canAdd: boolean;
  canRetry: boolean;
  alert: string | null;
  notice: string | null;
};

export function connectBusinessAdmins(
  snapshot: Snapshot,
  send: Send = ignore,
): BusinessAdminsModel {
  const { context } = snapshot;
  return {
    ...intentsOf(send),
    text: context.text,
    admins: context.admins,
    busy: snapshot.hasTag('busy'),
    canAdd: snapshot.can({ type: 'admins.add' }),
    canRetry: snapshot.can({ type: 'admins.retry' }),
    alert: snapshot.matches({ form: 'invalid' })
      ? T.noNumbers
      : snapshot.matches({ form: 'failed' })
        ? context.error
        : null,
    notice: snapshot.matches({ form: 'added' }) ? context.msg : null,
  };
}
