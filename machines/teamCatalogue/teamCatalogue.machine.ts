import { assign, setup } from 'xstate';
import { unprovided } from '../shared/calls.ts';
import { numbersOf } from '../shared/phoneList.ts';
import { refusalOr } from '../shared/refusal.ts';
import type {
  CatalogueTeam,
  TeamPerson,
  TeamUpdate,
  TeamUpdateCall,
} from './teamCatalogue.actors.ts';
import { TEAM_CATALOGUE_TEXTS as T } from './teamCatalogue.texts.ts';

export type TeamCatalogueContext = {
  teams: CatalogueTeam[];
  /** The team being edited; null for a new one. */
  teamId: number | null;
  name: string;
  /** The members as typed: comma-separated numbers. */
  numbers: string;
  error: string | null;
  /** The team's people as last read (shown by name beside the numbers). */
  members: TeamPerson[];
  /** The key of the save or delete under way: a Retry sends it again. */
  key: string;
};

export type TeamCatalogueEvent =
  | { type: 'team.new' }
  | { type: 'team.open'; id: number }
  | { type: 'name.change'; value: string }
  | { type: 'numbers.change'; value: string }
  | { type: 'team.save' }
  | { type: 'team.retry' }
  | { type: 'team.cancel' }
  | { type: 'team.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export type TeamCatalogueInput = { teams: CatalogueTeam[] };

/** The longest team name the server takes. */
export const TEAM_NAME_MAX = 60;

/** A fresh key for a new save or delete (the server answers a repeat of it once). */
const newKey = () =>
  globalThis.crypto?.randomUUID?.().replace(/-/g, '') ??
  `${Date.now()}${Math.random()}`.replace('.', '');

const listedNumbers = (members: readonly TeamPerson[]) =>
  members.map((person) => person.username).join(', ');

/** What Save sends: a new team, or the edited team's name and exactly the numbers kept. */
export function saveBodyOf(context: TeamCatalogueContext): TeamUpdate {
  const body = { name: context.name.trim(), usernames: numbersOf(context.numbers) };
  return context.teamId === null ? body : { team_id: context.teamId, ...body };
}

/**
 * The super admin keeps the teams (spec part 2 §7 'chat/teams-update'): the list, New team or a
 * team's Edit (its people are read first), then Save or Delete team (confirmed). The members are
 * numbers as Add member takes them (§5): only ten-digit entries are sent. A refusal shows the
 * server's words (else 'Please try again') and keeps what was typed.
 */
export const teamCatalogueMachine = setup({
  types: {
    input: {} as TeamCatalogueInput,
    context: {} as TeamCatalogueContext,
    events: {} as TeamCatalogueEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    getChatTeamMembers: unprovided<
      { team: CatalogueTeam; members: TeamPerson[] },
      { team_id: number }
    >('getChatTeamMembers'),
    updateChatTeam: unprovided<{ teams: CatalogueTeam[]; members: TeamPerson[] }, TeamUpdateCall>(
      'updateChatTeam',
    ),
  },
  guards: {
    hasName: ({ context }) => context.name.trim() !== '',
    isKept: ({ context }) => context.teamId !== null,
  },
  actions: {
    edit: assign(({ event }) =>
      event.type === 'name.change'
        ? { name: event.value }
        : event.type === 'numbers.change'
          ? { numbers: event.value }
          : {},
    ),
    newKey: assign(() => ({ key: newKey() })),
    fail: assign(({ event }) => ({
      error: refusalOr((event as { error?: unknown }).error, T.tryAgain),
    })),
  },
}).createMachine({
  id: 'teamCatalogue',
  context: ({ input }) => ({
    teams: input.teams,
    teamId: null,
    name: '',
    numbers: '',
    error: null,
    members: [],
    key: '',
  }),
  initial: 'list',
  states: {
    list: {
      initial: 'idle',
      on: {
        'team.new': {
          target: 'editor',
          actions: assign({ teamId: null, name: '', numbers: '', members: [], error: null }),
        },
        'team.open': {
          target: 'loading',
          actions: assign(({ event }) => ({ teamId: event.id, error: null })),
        },
      },
      states: {
        idle: {},
        saved: { description: "'Team saved'; the list as the server answered" },
        deleted: { description: "'Team deleted'; the team gone from the list" },
        loadFailed: {
          description: "The team's people could not be read: the server's words",
          tags: 'error',
        },
      },
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getChatTeamMembers',
        src: 'getChatTeamMembers',
        input: ({ context }) => ({ team_id: context.teamId! }),
        onDone: {
          target: 'editor',
          actions: assign(({ event }) => ({
            name: event.output.team.name,
            numbers: listedNumbers(event.output.members),
            members: event.output.members,
          })),
        },
        onError: { target: 'list.loadFailed', actions: 'fail' },
      },
    },
    editor: {
      initial: 'editing',
      on: {
        'name.change': { target: '.editing', actions: 'edit' },
        'numbers.change': { target: '.editing', actions: 'edit' },
        'team.save': [
          { guard: 'hasName', target: 'saving', actions: 'newKey' },
          { target: '.invalid' },
        ],
        'team.cancel': 'list.idle',
        'team.delete': { guard: 'isKept', target: 'confirmDelete' },
      },
      states: {
        editing: {},
        invalid: { description: 'No team name; nothing sent', tags: 'error' },
        failed: {
          description: "The server's words or 'Please try again', with Retry; the typing kept",
          tags: 'error',
          on: { 'team.retry': '#teamCatalogue.saving' },
        },
      },
    },
    confirmDelete: {
      initial: 'asking',
      on: {
        'delete.confirm': { target: 'deleting', actions: 'newKey' },
        'delete.cancel': 'editor.editing',
      },
      states: {
        asking: {},
        failed: {
          description: "The server's words or 'Please try again' in the dialog; Delete tries again",
          tags: 'error',
        },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveTeam',
        src: 'updateChatTeam',
        input: ({ context }) => ({ body: saveBodyOf(context), key: context.key }),
        onDone: {
          target: 'list.saved',
          actions: assign(({ event }) => ({ teams: event.output.teams, error: null })),
        },
        onError: { target: 'editor.failed', actions: 'fail' },
      },
    },
    deleting: {
      tags: 'busy',
      invoke: {
        id: 'deleteTeam',
        src: 'updateChatTeam',
        input: ({ context }) => ({
          body: { team_id: context.teamId!, remove: true as const },
          key: context.key,
        }),
        onDone: {
          target: 'list.deleted',
          actions: assign(({ event }) => ({ teams: event.output.teams, error: null })),
        },
        onError: { target: 'confirmDelete.failed', actions: 'fail' },
      },
    },
  },
});
