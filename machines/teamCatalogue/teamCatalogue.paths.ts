import { withInput } from '../callActions/withInput.ts';
import {
  definePathSpec,
  doneEvent,
  errorEvent,
  onlyRealChanges,
  serviceError,
} from '../pathSpec.ts';
import { teamCatalogueMachine } from './teamCatalogue.machine.ts';
import { teamCatalogueShows } from './teamCatalogue.shows.ts';

/** The seeded teams, what a super admin types, and what the server may answer. */
export const TEAM_CATALOGUE_SAMPLE = {
  teams: [
    { id: 1, name: 'Collections desk', member_count: 2 },
    { id: 2, name: 'Field sales', member_count: 1 },
  ],
  members: {
    team: { id: 1, name: 'Collections desk', member_count: 2 },
    members: [
      { id: 12, username: '9000000012', name: 'Recovery agent' },
      { id: 22, username: '9000000022', name: 'Recovery manager' },
    ],
  },
  name: 'Night shift',
  numbers: '9000000012, 900000001, 9000000022',
  saved: {
    teams: [
      { id: 1, name: 'Collections desk', member_count: 2 },
      { id: 2, name: 'Field sales', member_count: 1 },
      { id: 3, name: 'Night shift', member_count: 2 },
    ],
    members: [
      { id: 12, username: '9000000012', name: 'Recovery agent' },
      { id: 22, username: '9000000022', name: 'Recovery manager' },
    ],
  },
  deleted: { teams: [{ id: 2, name: 'Field sales', member_count: 1 }], members: [] },
  refused: 'No staff member with number 9000000099',
  missing: 'Team not found',
  broken: 'Failed to fetch',
} as const;

const S = TEAM_CATALOGUE_SAMPLE;

export const teamCataloguePaths = definePathSpec({
  machine: withInput(teamCatalogueMachine, { teams: S.teams }),
  shows: teamCatalogueShows as never,
  events: [
    { type: 'team.new' },
    { type: 'team.open', id: S.teams[0].id },
    { type: 'name.change', value: S.name },
    { type: 'name.change', value: '' },
    { type: 'numbers.change', value: S.numbers },
    { type: 'team.save' },
    { type: 'team.retry' },
    { type: 'team.cancel' },
    { type: 'team.delete' },
    { type: 'delete.confirm' },
    { type: 'delete.cancel' },
    doneEvent('getChatTeamMembers', S.members),
    errorEvent('getChatTeamMembers', serviceError(S.missing, 404)),
    doneEvent('saveTeam', S.saved),
    errorEvent('saveTeam', serviceError(S.refused, 400)),
    errorEvent('saveTeam', serviceError(S.broken)),
    doneEvent('deleteTeam', S.deleted),
    errorEvent('deleteTeam', serviceError(S.broken)),
  ],
  filterEvents: onlyRealChanges({
    'name.change': ['name', 'value'],
    'numbers.change': ['numbers', 'value'],
  }),
  stateKey: (snapshot) => ({
    value: snapshot.value,
    teamId: snapshot.context.teamId,
    name: snapshot.context.name,
    numbers: snapshot.context.numbers,
    teams: snapshot.context.teams.length,
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'team.new':
        return "press 'New team'";
      case 'team.open':
        return `press 'Edit' on team ${event.id}`;
      case 'name.change':
        return `type "${event.value}" as the team name`;
      case 'numbers.change':
        return `type "${event.value}" as the members`;
      case 'team.save':
        return "press 'Save team'";
      case 'team.retry':
        return "press 'Retry'";
      case 'team.cancel':
      case 'delete.cancel':
        return "press 'Cancel'";
      case 'team.delete':
        return "press 'Delete team'";
      case 'delete.confirm':
        return "press 'Delete' in the dialog";
      case 'xstate.done.actor.getChatTeamMembers':
        return "the server gives the team's people";
      case 'xstate.error.actor.getChatTeamMembers':
        return `reading the team fails: "${event.error.message}"`;
      case 'xstate.done.actor.saveTeam':
        return 'the server saves the team';
      case 'xstate.error.actor.saveTeam':
        return `the save fails: "${event.error.message}"`;
      case 'xstate.done.actor.deleteTeam':
        return 'the server deletes the team';
      case 'xstate.error.actor.deleteTeam':
        return `the delete fails: "${event.error.message}"`;
      default:
        return undefined;
    }
  },
});
