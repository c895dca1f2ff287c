import type { AddedEmployee } from './addEmployee.actors.ts';

/* A new employee, a number one digit short and the server's refusal, shared by the path spec,
 * tests and stories. Deterministic. */

export const ADD_EMPLOYEE_SAMPLE = {
  name: 'Asha Verma',
  blankName: '   ',
  mobile: '9555000101',
  shortMobile: '955500010',
  role: 'is_field_sales_officer',
  groupId: 1,
  joining: '2026-12-01',
  taken: 'A user with the mobile number 9555000101 already exists.',
  answer: {
    username: '9555000101',
    name: 'Asha Verma',
    employee_code: 'KE1090',
    role: 'Field sales officer',
    groups: [{ id: 1, name: 'Field sales' }],
    cluster: 'Mumbai',
    date_of_joining: '2026-12-01',
    signed_in_at: null,
    signed_off_at: null,
    availability: 'not_marked',
  } satisfies AddedEmployee,
} as const;
