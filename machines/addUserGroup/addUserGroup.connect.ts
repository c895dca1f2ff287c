import type { SnapshotFrom } from 'xstate';
import type { AddUserGroupEvent, addUserGroupMachine } from './addUserGroup.machine.ts';
import { GROUP_NAME_MAX } from './addUserGroup.rules.ts';
import { ADD_USER_GROUP_TEXTS as T } from './addUserGroup.texts.ts';

type Snapshot = SnapshotFrom<typeof addUserGroupMachine>;
type Send = (event: AddUserGroupEvent) => void;

export type AddUserGroupIntents = {
  onOpen: () => void;
  onClose: () => void;
  onNameChange: (value: string) => void;
  onAdd: () => void;
};

const intentsBySend = new WeakMap<Send, AddUserGroupIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): AddUserGroupIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onOpen: () => send({ type: 'dialog.open' }),
      onClose: () => send({ type: 'dialog.close' }),
      onNameChange: (value) => send({ type: 'name.change', value }),
      onAdd: () => send({ type: 'group.add' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

/** The dialog as the view renders it: the name, what may be done, what to say. */
export type AddUserGroupModel = AddUserGroupIntents & {
  open: boolean;
  name: string;
  maxName: number;
  busy: boolean;
  canOpen: boolean;
  canClose: boolean;
  canAdd: boolean;
  invalid: boolean;
  alert: string | null;
  notice: string | null;
};

export function connectAddUserGroup(snapshot: Snapshot, send: Send = ignore): AddUserGroupModel {
  const { context } = snapshot;
  const noName = snapshot.matches({ open: { form: 'noName' } });
  return {
    ...intentsOf(send),
    open: snapshot.hasTag('dialog'),
    name: context.name,
    maxName: GROUP_NAME_MAX,
    busy: snapshot.hasTag('busy'),
    canOpen: snapshot.can({ type: 'dialog.open' }),
    canClose: snapshot.can({ type: 'dialog.close' }),
    canAdd: snapshot.can({ type: 'group.add' }),
    invalid: noName,
    alert: noName
      ? T.needsName
      : snapshot.matches({ open: { form: 'failed' } })
        ? context.error
        : null,
    notice: snapshot.matches({ open: 'saving' })
      ? T.adding
      : snapshot.matches('added') && context.added
        ? T.added(context.added)
        : null,
  };
}
