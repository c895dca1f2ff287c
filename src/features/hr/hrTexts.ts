import type { components } from '../../../openapi/generated/main.ts';

type Availability = components['schemas']['Availability'];

/**
 * The team screens (spec part 1 §2 menu names: members (Admin), employee-status (Employee
 * Status), employeeStatusPage (Employee Page)); the spec shows no fields, so the rest is ours.
 */
export const HR_TEXTS = {
  membersHeading: 'Admin',
  statusHeading: 'Employee Status',
  pageHeading: 'Employee Page',
  list: 'Team',
  group: 'Group',
  allGroups: 'All groups',
  groupOption: (name: string, members: number) => `${name} (${members})`,
  search: 'Search',
  searchHint: 'Name, mobile number or employee code',
  today: (day: string) => `Attendance today, ${day}`,
  counts: (available: number, total: number) => `${available} of ${total} at work`,
  columns: {
    name: 'Name',
    mobile: 'Mobile number',
    role: 'Role',
    groups: 'Groups',
    signedIn: 'Signed in',
    signedOff: 'Signed off',
    availability: 'Availability',
  },
  availability: {
    available: 'At work',
    signed_off: 'Signed off',
    not_marked: 'Not marked',
    inactive: 'Left',
  } satisfies Record<Availability, string>,
  rowLabel: (name: string) => `Employee ${name}`,
  noGroup: 'No group',
  loading: 'Loading the team…',
  failed: 'Could not load the team.',
  groupsFailed: 'Could not load the user groups.',
  noMatch: 'No one in the team matches.',
  retry: 'Retry',
} as const;

/** The Employee Page: one person's details and the last 60 days of attendance. */
export const EMPLOYEE_PAGE_TEXTS = {
  pick: 'Choose a team member',
  pickHint: 'Choose someone to see their details and attendance.',
  open: 'Open',
  details: 'Details',
  facts: {
    mobile: 'Mobile number',
    code: 'Employee code',
    role: 'Role',
    groups: 'Groups',
    cluster: 'Cluster',
    joined: 'Joining date',
    today: 'Today',
  },
  attendance: 'Attendance',
  range: (from: string, to: string) => `From ${from} to ${to}`,
  present: 'Days present',
  absent: 'Days absent',
  columns: { day: 'Day', signedIn: 'Signed in', signedOff: 'Signed off', hours: 'Hours' },
  hours: (hours: number) => hours.toFixed(2),
  notMarked: 'Absent',
  stillOpen: 'Not signed off',
  other: 'Another team member',
  loading: 'Loading the attendance…',
  failed: 'Could not load the attendance.',
  retry: 'Retry',
} as const;
