import { type AnyEventObject, createMachine } from 'xstate';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import type { EditableField } from '../../src/domain/profileEdits.ts';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { PROFILE_EDIT_SAMPLE as SAMPLE } from './profileEdit.fixtures.ts';
import {
  type ProfileEditContext,
  type ProfileEditInput,
  profileEditMachine,
} from './profileEdit.machine.ts';
import { profileEditShows } from './profileEdit.shows.ts';
import { PROFILE_EDIT_TEXTS as T } from './profileEdit.texts.ts';

export { PROFILE_EDIT_SAMPLE } from './profileEdit.fixtures.ts';

/** The production machine started with `input` baked in (a walk passes no input). */
function startedWith(input: ProfileEditInput) {
  return createMachine(
    {
      ...profileEditMachine.config,
      context: () =>
        (profileEditMachine.config.context as (a: { input: unknown }) => ProfileEditContext)({
          input,
        }),
    },
    profileEditMachine.implementations as never,
  ) as unknown as typeof profileEditMachine;
}

/** A credit underwriter on the current version: may edit fields and toggle the employee id. */
export const PROFILE_EDIT_INPUT: ProfileEditInput = {
  username: SAMPLE.username,
  flags: roleFlagsOf('is_credit_underwriter'),
  current: true,
  employeeIdValid: SAMPLE.profile.profile_admin.employee_id_valid,
};

const start = (field: EditableField) =>
  ({ type: 'edit.start', field, value: String(SAMPLE.profile[field] ?? '') }) as const;

export const PROFILE_EDIT_EVENTS = {
  editFather: start('father_name'),
  editPin: start('current_address_pin'),
  failed: errorEvent('saveProfileField', serviceError(SAMPLE.refused, 500)),
  toggleFailed: errorEvent('setEmployeeIdValidity', serviceError(SAMPLE.refused, 500)),
} as const;

/** What a person types in each field the walk opens: a value its rule takes, and one it refuses. */
const TYPED: Partial<Record<EditableField, readonly string[]>> = {
  father_name: [SAMPLE.typedFather, ''],
  current_address_pin: [SAMPLE.badPin, SAMPLE.goodPin],
};

const SAVED_DONE = 'xstate.done.actor.saveProfileField';

export const profileEditPaths = definePathSpec({
  machine: startedWith(PROFILE_EDIT_INPUT),
  shows: profileEditShows as never,
  events: [
    PROFILE_EDIT_EVENTS.editFather,
    PROFILE_EDIT_EVENTS.editPin,
    { type: 'edit.change', value: SAMPLE.typedFather },
    { type: 'edit.change', value: '' },
    { type: 'edit.change', value: SAMPLE.badPin },
    { type: 'edit.change', value: SAMPLE.goodPin },
    { type: 'edit.save' },
    { type: 'edit.cancel' },
    { type: 'employeeId.toggle' },
    doneEvent('saveProfileField', SAMPLE.fatherSaved),
    doneEvent('saveProfileField', SAMPLE.pinSaved),
    PROFILE_EDIT_EVENTS.failed,
    doneEvent('setEmployeeIdValidity', SAMPLE.employeeIdInvalid),
    PROFILE_EDIT_EVENTS.toggleFailed,
  ],
  filterEvents: (snapshot, event: AnyEventObject) => {
    const { field, value } = snapshot.context;
    if (event.type === 'edit.change') {
      // A field takes what a person types in it, and a browser fires no change for the same value.
      return field !== null && (TYPED[field] ?? []).includes(event.value) && value !== event.value;
    }
    if (event.type === SAVED_DONE) {
      // The server answers with the field that was sent, saved.
      return field === 'father_name'
        ? event.output === SAMPLE.fatherSaved
        : event.output === SAMPLE.pinSaved;
    }
    // One toggle is enough: a second only returns to the start.
    if (event.type === 'employeeId.toggle') return snapshot.context.employeeIdValid;
    return true;
  },
  stateKey: (snapshot) => ({
    value: snapshot.value,
    field: snapshot.context.field,
    value_: snapshot.context.value,
    problem: snapshot.context.problem,
    saved: snapshot.context.saved,
    employeeIdValid: snapshot.context.employeeIdValid,
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'edit.start':
        return `press '${T.edit(T.labels[event.field as EditableField])}'`;
      case 'edit.change':
        return event.value ? `type "${event.value}"` : 'clear the field';
      case 'edit.save':
        return `press ${T.save}`;
      case 'edit.cancel':
        return `press ${T.cancel}`;
      case 'employeeId.toggle':
        return `switch '${T.employeeIdValid}'`;
      case SAVED_DONE:
        return 'the server saves the field';
      case 'xstate.done.actor.setEmployeeIdValidity':
        return 'the server saves the employee id validity';
      case PROFILE_EDIT_EVENTS.failed.type:
      case PROFILE_EDIT_EVENTS.toggleFailed.type:
        return `the server fails: "${event.error.message}"`;
      default:
        return undefined;
    }
  },
});
