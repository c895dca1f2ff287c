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
  pick: 'Find a team member',
  pickHint: 'Find someone to see their details and attendance.',
  matches: 'Matching team members',
  searchFailed: 'Could not search the team.',
  idCard: 'Employee ID card',
  facts: {
    mobile: 'Mobile number',
    email: 'Email',
    code: 'Employee code',
    roles: 'Roles',
    team: 'Team',
    groups: 'Groups',
    cluster: 'Cluster',
    joined: 'Joining date',
    status: 'Status',
    lastSignIn: 'Last sign-in',
    referral: 'Referral code',
    today: 'Today',
  },
  teams: {
    engagement: 'Engagement',
    disbursal: 'Disbursal',
    credit: 'Credit',
    field_sales: 'Field sales',
  } satisfies Record<NonNullable<components['schemas']['UserDetails']['team']>, string>,
  working: 'Working',
  neverSignedIn: 'Never signed in',
  detailsLoading: 'Loading the details…',
  detailsFailed: 'Could not load the details.',
  attendance: 'Attendance',
  range: (from: string, to: string) => `From ${from} to ${to}`,
  present: 'Days present',
  absent: 'Days absent',
  columns: { day: 'Day', signedIn: 'Signed in', signedOff: 'Signed off', hours: 'Hours' },
  hours: (hours: number) => hours.toFixed(2),
  notMarked: 'Absent',
  stillOpen: 'Not signed off',
  other: 'Find another team member',
  loading: 'Loading the attendance…',
  failed: 'Could not load the attendance.',
  retry: 'Retry',
} as const;

/** Employee Status's tabs, and the attendance report (analytics/template attendance_summary). */
export const REPORT_TEXTS = {
  tabs: 'Employee Status views',
  today: 'Today',
  report: 'Attendance report',
  from: 'From',
  to: 'To',
  chooseDays: 'Choose both days of the report.',
  lateAfter: (time: string) => `Late: a sign-in after ${time}`,
  people: (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`,
  columns: {
    name: 'Name',
    mobile: 'Mobile number',
    role: 'Role',
    workingDays: 'Working days',
    present: 'Present',
    absent: 'Absent',
    late: 'Late',
    averageHours: 'Average hours',
  },
  noOne: 'No one working in this group over these days.',
  download: 'Download (.xlsx)',
  downloadFailed: 'Could not build the file.',
  fileName: (from: string, to: string) => `attendance-${from}-to-${to}.xlsx`,
  loading: 'Loading the report…',
  failed: 'Could not load the report.',
  retry: 'Retry',
} as const;
