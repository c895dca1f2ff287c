import { assign, emit, setup } from 'xstate';
import { canEditProfileFields, canToggleEmployeeId } from '../../src/domain/access/customerPage.ts';
import { isReadOnlyUser } from '../../src/domain/access/permissions.ts';
import { NO_ROLE_FLAGS, type RoleFlags } from '../../src/domain/access/roles.ts';
import {
  type EditableField,
  type FieldProblem,
  fieldProblem,
  PROFILE_VALUE_MAX,
  valueToSave,
} from '../../src/domain/profileEdits.ts';
import { unprovided } from '../shared/calls.ts';
import type {
  CustomerProfile,
  SaveProfileFieldInput,
  SetEmployeeIdInput,
} from './profileEdit.actors.ts';

/** What was saved last: a field, or the employee-id validity. */
export type SavedWhat = EditableField | 'employee_id_valid';

export type ProfileEditContext = {
  username: string;
  flags: RoleFlags;
  /** The current version is on screen (an old one is read-only). */
  current: boolean;
  employeeIdValid: boolean;
  field: EditableField | null;
  /** What is typed: kept through a failed save. */
  value: string;
  problem: FieldProblem | null;
  saved: SavedWhat | null;
};

export type ProfileEditInput = {
  username: string;
  flags?: RoleFlags;
  current: boolean;
  employeeIdValid: boolean;
};

export type ProfileEditEvent =
  | { type: 'edit.start'; field: EditableField; value: string }
  | { type: 'edit.change'; value: string }
  | { type: 'edit.save' }
  | { type: 'edit.cancel' }
  | { type: 'employeeId.toggle' };

/** Told when the server saved a change: the page shows the profile it answered. */
export type ProfileEditEmitted = { type: 'profile.saved'; profile: CustomerProfile };

const closed = { field: null, value: '', problem: null } as const;
const mayWrite = (context: ProfileEditContext) => context.current && !isReadOnlyUser(context.flags);

/**
 * Editing a customer's profile one field at a time (spec part 1 §6 'Most other profile fields',
 * §7 'profile updates {field, username}') and toggling the employee id's validity (§7
 * 'employee-id verification'). A value the field's rule refuses is not sent; a failed save says
 * 'Error in changing profile details' and keeps what was typed for another try.
 */
export const profileEditMachine = setup({
  types: {
    context: {} as ProfileEditContext,
    events: {} as ProfileEditEvent,
    input: {} as ProfileEditInput,
    emitted: {} as ProfileEditEmitted,
    tags: {} as 'editable' | 'busy' | 'error',
  },
  actors: {
    saveProfileField: unprovided<CustomerProfile, SaveProfileFieldInput>('saveProfileField'),
    setEmployeeIdValidity: unprovided<CustomerProfile, SetEmployeeIdInput>('setEmployeeIdValidity'),
  },
  guards: {
    canEdit: ({ context }) => mayWrite(context) && canEditProfileFields(context.flags),
    canToggle: ({ context }) => mayWrite(context) && canToggleEmployeeId(context.flags),
    isValid: ({ context }) => fieldProblem(context.field!, context.value) === null,
  },
  actions: {
    open: assign((_, params: { field: EditableField; value: string }) => ({
      ...closed,
      field: params.field,
      value: params.value,
    })),
    close: assign(closed),
    setValue: assign((_, params: { value: string }) => ({
      value: params.value.slice(0, PROFILE_VALUE_MAX),
      problem: null,
    })),
    keepProblem: assign(({ context }) => ({
      problem: fieldProblem(context.field!, context.value),
    })),
    keepSaved: assign((_, params: { profile: CustomerProfile; what: SavedWhat }) => ({
      ...closed,
      saved: params.what,
      employeeIdValid: params.profile.profile_admin.employee_id_valid,
    })),
    tellSaved: emit((_, params: { profile: CustomerProfile }) => ({
      type: 'profile.saved' as const,
      profile: params.profile,
    })),
  },
}).createMachine({
  id: 'profileEdit',
  context: ({ input }) => ({
    username: input.username,
    flags: input.flags ?? NO_ROLE_FLAGS,
    current: input.current,
    employeeIdValid: input.employeeIdValid,
    ...closed,
    saved: null,
  }),
  initial: 'viewing',
  states: {
    viewing: {
      initial: 'idle',
      on: {
        'edit.start': {
          guard: 'canEdit',
          target: 'editing',
          actions: {
            type: 'open',
            params: ({ event }) => ({ field: event.field, value: event.value }),
          },
        },
        'employeeId.toggle': { guard: 'canToggle', target: 'toggling' },
      },
      states: {
        idle: {},
        saved: { description: 'the page shows the saved value' },
        toggleFailed: { tags: 'error' },
      },
    },
    editing: {
      tags: 'editable',
      initial: 'ready',
      on: {
        'edit.change': {
          target: '.ready',
          actions: { type: 'setValue', params: ({ event }) => ({ value: event.value }) },
        },
        'edit.save': [
          { guard: 'isValid', target: 'saving' },
          { target: '.invalid', actions: 'keepProblem' },
        ],
        'edit.cancel': { target: 'viewing.idle', actions: 'close' },
      },
      states: {
        ready: {},
        invalid: { tags: 'error', description: "the field's rule is broken; nothing is sent" },
        // Kept value, the spec's words; Save tries again.
        failed: { tags: 'error' },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveProfileField',
        src: 'saveProfileField',
        input: ({ context }) => ({
          username: context.username,
          field: context.field!,
          value: valueToSave(context.field!, context.value),
        }),
        onDone: {
          target: 'viewing.saved',
          actions: [
            {
              type: 'keepSaved',
              params: ({ context, event }) => ({ profile: event.output, what: context.field! }),
            },
            { type: 'tellSaved', params: ({ event }) => ({ profile: event.output }) },
          ],
        },
        onError: { target: 'editing.failed' },
      },
    },
    toggling: {
      tags: 'busy',
      invoke: {
        id: 'setEmployeeIdValidity',
        src: 'setEmployeeIdValidity',
        input: ({ context }) => ({ username: context.username, valid: !context.employeeIdValid }),
        onDone: {
          target: 'viewing.saved',
          actions: [
            {
              type: 'keepSaved',
              params: ({ event }) => ({
                profile: event.output,
                what: 'employee_id_valid' as const,
              }),
            },
            { type: 'tellSaved', params: ({ event }) => ({ profile: event.output }) },
          ],
        },
        onError: { target: 'viewing.toggleFailed' },
      },
    },
  },
});
