import { messages } from '../../src/domain/messages.ts';
import type { EditableField, FieldProblem } from '../../src/domain/profileEdits.ts';

/**
 * The profile edit's words. The failure text is the spec's (the catalogue's); the spec states the
 * field rules (§9) without words for them, so those, the labels and the buttons are ours.
 */
export const PROFILE_EDIT_TEXTS = {
  labels: {
    name: 'Name',
    father_name: 'Father Name',
    marital_status: 'Marital Status',
    email: 'Email',
    current_address: 'Current Address',
    current_address_landmark: 'Landmark',
    current_address_city: 'City',
    current_address_state: 'State',
    current_address_pin: 'Pin',
    employment_type: 'Employment Type',
    employee_id: 'Employee ID',
  } satisfies Record<EditableField, string>,
  edit: (label: string) => `Edit ${label}`,
  save: 'Save',
  cancel: messages.labels.cancel,
  failed: messages.customer.profileChangeFailed,
  saved: (label: string) => `${label} saved.`,
  employeeIdValid: 'Employee ID Valid',
  chooseState: 'Choose a state',
  problems: {
    blank: 'Please enter a value.',
    pin: 'Pin must be exactly 6 digits.',
    address: 'Address must be at least 8 characters.',
    email: 'Please enter a valid email address.',
    state: 'Please choose a state.',
  } satisfies Record<FieldProblem, string>,
} as const;
