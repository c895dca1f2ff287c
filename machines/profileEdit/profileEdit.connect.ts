import type { SnapshotFrom } from 'xstate';
import type { EditableField } from '../../src/domain/profileEdits.ts';
import type { ProfileEditEvent, profileEditMachine } from './profileEdit.machine.ts';
import { PROFILE_EDIT_TEXTS as T } from './profileEdit.texts.ts';

type Snapshot = SnapshotFrom<typeof profileEditMachine>;
type Send = (event: ProfileEditEvent) => void;

/** What a user does with the profile, as intents: the view builds no event. */
export type ProfileEditIntents = {
  onEdit: (field: EditableField, current: string) => void;
  onChange: (value: string) => void;
  onSave: () => void;
  onCancel: () => void;
  onToggleEmployeeId: () => void;
};

// One intents object per `send`, so a view model compares equal across snapshots.
const intentsBySend = new WeakMap<Send, ProfileEditIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): ProfileEditIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onEdit: (field, value) => send({ type: 'edit.start', field, value }),
      onChange: (value) => send({ type: 'edit.change', value }),
      onSave: () => send({ type: 'edit.save' }),
      onCancel: () => send({ type: 'edit.cancel' }),
      onToggleEmployeeId: () => send({ type: 'employeeId.toggle' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

export type ProfileEditModel = ProfileEditIntents & {
  /** Edit buttons show (the role may edit, the current version is on screen, nothing is open). */
  canEdit: boolean;
  /** The employee-id switch can be used; `showToggle` says whether it shows at all. */
  canToggle: boolean;
  showToggle: boolean;
  employeeIdValid: boolean;
  /** The field being edited, and what is typed in it. */
  field: EditableField | null;
  value: string;
  saving: boolean;
  toggling: boolean;
  /** The field rule's words, or the spec's failure text, under the field or the switch. */
  error: string | null;
  /** Said once a change was saved. */
  notice: string | null;
};

export function connectProfileEdit(snapshot: Snapshot, send: Send = ignore): ProfileEditModel {
  const { context } = snapshot;
  const probe = { type: 'edit.start', field: 'name', value: '' } as const;
  const mayToggle = snapshot.can({ type: 'employeeId.toggle' });
  const toggling = snapshot.matches('toggling');
  const { saved, problem } = context;
  return {
    ...intentsOf(send),
    canEdit: snapshot.can(probe),
    canToggle: mayToggle,
    // The switch stays on screen, locked, while its change is in flight.
    showToggle: mayToggle || toggling,
    employeeIdValid: context.employeeIdValid,
    field: context.field,
    value: context.value,
    saving: snapshot.matches('saving'),
    toggling,
    error: snapshot.matches({ editing: 'invalid' })
      ? T.problems[problem!]
      : snapshot.matches({ editing: 'failed' }) || snapshot.matches({ viewing: 'toggleFailed' })
        ? T.failed
        : null,
    notice:
      snapshot.matches({ viewing: 'saved' }) && saved
        ? T.saved(saved === 'employee_id_valid' ? T.employeeIdValid : T.labels[saved])
        : null,
  };
}
