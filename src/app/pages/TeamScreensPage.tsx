import { type LazyPanel, lazyDefault } from '../../ui/lazyPanel.tsx';
import { screenKeyAt } from '../paths.ts';
import type { ScreenProps } from '../screenProps.ts';

/**
 * The Team heading's screens behind one entry of the screens table: the table is on every
 * route's critical path (chat, the customer page), and each dynamic import there costs bytes on
 * all of them. Each screen is still a chunk of its own, fetched when its route is opened.
 */
const TEAM_SCREENS: Readonly<Record<string, LazyPanel<ScreenProps>>> = {
  location: lazyDefault(() => import('./LocationPage.tsx')),
  complaints: lazyDefault(() => import('./ComplaintsPage.tsx')),
  investors: lazyDefault(() => import('./InvestorsPage.tsx')),
  members: lazyDefault(() => import('./MembersPage.tsx')),
  'employee-status': lazyDefault(() => import('./EmployeeStatusPage.tsx')),
  employeeStatusPage: lazyDefault(() => import('./EmployeePage.tsx')),
  jobs: lazyDefault(() => import('./JobsPage.tsx')),
  tasks: lazyDefault(() => import('./TasksPage.tsx')),
};

// This chunk is fetched for the screen at the current path: its own chunk starts at once, not
// after this one has rendered and suspended.
const opening = screenKeyAt(location.pathname);
if (opening && Object.hasOwn(TEAM_SCREENS, opening)) void TEAM_SCREENS[opening]?.preload();

/** The Team screens (issue 21) and Tasks (issue 20), by the route segment. */
export default function TeamScreensPage(props: ScreenProps) {
  const Page = TEAM_SCREENS[props.screenKey];
  return Page ? <Page {...props} /> : null;
}
