import type { SnapshotFrom } from 'xstate';
import type { HrRole } from './addEmployee.actors.ts';
import type { AddEmployeeEvent, addEmployeeMachine } from './addEmployee.machine.ts';
import { MOBILE_LENGTH, NAME_MAX } from './addEmployee.rules.ts';
import { ADD_EMPLOYEE_TEXTS as T } from './addEmployee.texts.ts';

type Snapshot = SnapshotFrom<typeof addEmployeeMachine>;
type Send = (event: AddEmployeeEvent) => void;

export type AddEmployeeIntents = {
  onOpen: () => void;
  onClose: () => void;
  onNameChange: (value: string) => void;
  onMobileChange: (value: string) => void;
  onRoleChange: (value: HrRole | '') => void;
  onGroupToggle: (id: number) => void;
  onJoiningChange: (value: string) => void;
  onAdd: () => void;
};

const intentsBySend = new WeakMap<Send, AddEmployeeIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): AddEmployeeIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onOpen: () => send({ type: 'dialog.open' }),
      onClose: () => send({ type: 'dialog.close' }),
      onNameChange: (value) => send({ type: 'name.change', value }),
      onMobileChange: (value) => send({ type: 'mobile.change', value }),
      onRoleChange: (value) => send({ type: 'role.change', value }),
      onGroupToggle: (id) => send({ type: 'group.toggle', id }),
      onJoiningChange: (value) => send({ type: 'joining.change', value }),
      onAdd: () => send({ type: 'employee.add' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

export type AddEmployeeField = 'name' | 'mobile' | 'role' | 'joining';

/** The dialog as the view renders it: every value, what may be done, what to say. */
export type AddEmployeeModel = AddEmployeeIntents & {
  open: boolean;
  name: string;
  mobile: string;
  role: HrRole | '';
  groupIds: readonly number[];
  joining: string;
  limits: { mobile: number; name: number };
  /** Being added: every field is locked and the dialog cannot be dismissed. */
  busy: boolean;
  canOpen: boolean;
  canClose: boolean;
  canAdd: boolean;
  /** The field a refusal is about, so the view can mark it and move focus there. */
  invalid: AddEmployeeField | null;
  alert: string | null;
  notice: string | null;
};

const REFUSALS = [
  ['noName', 'name', T.needsName],
  ['badMobile', 'mobile', T.badMobile],
  ['noRole', 'role', T.needsRole],
  ['noJoining', 'joining', T.needsJoining],
] as const;

function refusalOf(snapshot: Snapshot) {
  return REFUSALS.find(([state]) => snapshot.matches({ open: { form: state } })) ?? null;
}

export function connectAddEmployee(snapshot: Snapshot, send: Send = ignore): AddEmployeeModel {
  const { context } = snapshot;
  const refusal = refusalOf(snapshot);
  return {
    ...intentsOf(send),
    open: snapshot.hasTag('dialog'),
    name: context.name,
    mobile: context.mobile,
    role: context.role,
    groupIds: context.groupIds,
    joining: context.joining,
    limits: { mobile: MOBILE_LENGTH, name: NAME_MAX },
    busy: snapshot.hasTag('busy'),
    canOpen: snapshot.can({ type: 'dialog.open' }),
    canClose: snapshot.can({ type: 'dialog.close' }),
    canAdd: snapshot.can({ type: 'employee.add' }),
    invalid: refusal ? refusal[1] : null,
    alert: refusal
      ? refusal[2]
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
