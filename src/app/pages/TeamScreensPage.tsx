import { type ComponentType, lazy } from 'react';
import type { ScreenProps } from '../screenProps.ts';

/**
 * The Team heading's screens behind one entry of the screens table: the table is on every
 * route's critical path (chat, the customer page), and each dynamic import there costs bytes on
 * all of them. Each screen is still a chunk of its own, fetched when its route is opened.
 */
const TEAM_SCREENS: Readonly<Record<string, ComponentType<ScreenProps>>> = {
  location: lazy(() => import('./LocationPage.tsx')),
  complaints: lazy(() => import('./ComplaintsPage.tsx')),
  investors: lazy(() => import('./InvestorsPage.tsx')),
  members: lazy(() => import('./MembersPage.tsx')),
  'employee-status': lazy(() => import('./EmployeeStatusPage.tsx')),
  employeeStatusPage: lazy(() => import('./EmployeePage.tsx')),
  jobs: lazy(() => import('./JobsPage.tsx')),
  tasks: lazy(() => import('./TasksPage.tsx')),
};

/** The Team screens (issue 21) and Tasks (issue 20), by the route segment. */
export default function TeamScreensPage(props: ScreenProps) {
  const Page = TEAM_SCREENS[props.screenKey];
  return Page ? <Page {...props} /> : null;
}
