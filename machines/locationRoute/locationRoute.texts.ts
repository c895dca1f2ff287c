import { messages } from '../../src/domain/messages.ts';
import type { PickProblem } from './locationRoute.rules.ts';

const L = messages.labels;

/** The Location screen: the spec's words from the catalogue (part 2 §2), the rest ours. */
export const LOCATION_ROUTE_TEXTS = {
  heading: 'Location',
  member: 'Team member',
  search: 'Search team members',
  date: 'Date',
  show: L.clickToSeeMap,
  reload: L.reload,
  retry: 'Retry',
  distance: L.distanceTraveled,
  noData: L.noDataExist,
  loading: 'Loading the route…',
  loadingMap: 'Loading the map…',
  mapLabel: (name: string, day: string) => `Route of ${name} on ${day}`,
  start: (time: string) => `Start, ${time}`,
  end: (time: string) => `End, ${time}`,
  points: (n: number) => `${n} points recorded`,
  /** Why the button waits, under the pick. */
  problem: {
    noMember: 'Pick a team member',
    noDate: 'Enter a date as dd/mm/yyyy',
    futureDate: 'Pick a day up to today',
  } satisfies Record<PickProblem, string>,
  membersFailed: messages.common.somethingWentWrong,
  noMembers: messages.common.dataNotAvailable,
  noMatch: 'No team member matches',
} as const;
