import { assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import { isCustomerTab, isForbidden, isNotFound, tabFromHash } from './customerPage.rules.ts';
import type {
  CustomerAccess,
  CustomerActivity,
  CustomerProfile,
  CustomerTab,
  FetchProfileInput,
  ProfileVersion,
  ProfileVersions,
  UsernameInput,
} from './customerPage.types.ts';

export type CustomerPageContext = {
  username: string;
  tab: CustomerTab;
  /** The profile on screen; kept while another version loads or fails. */
  profile: CustomerProfile | null;
  versions: readonly ProfileVersion[];
  /** The version on screen (null: current). */
  historyDate: string | null;
  /** The version the selector shows: the one on screen, or the one being loaded. */
  requestedDate: string | null;
  activity: CustomerActivity | null;
  /** The server's words from the last failure of the page (access, profile, versions). */
  error: string | null;
  /** The server's words from the last failure of the activity call. */
  activityError: string | null;
};

/** `hash` is the location hash the page opened with: it picks the first tab. */
export type CustomerPageInput = { username: string; hash?: string | null };

export type CustomerPageEvent =
  | { type: 'tab.select'; tab: CustomerTab }
  /** A version from the selector; null is the current profile. */
  | { type: 'version.select'; history_date: string | null }
  | { type: 'page.retry' }
  | { type: 'activity.retry' };

type Self = { context: CustomerPageContext; event: CustomerPageEvent };
const selected = (event: CustomerPageEvent) =>
  event.type === 'version.select' ? event.history_date : null;

const PAGE_FAILED = '#customerPage.open.main.failed';

// In loadingVersion and versionFailed: back to the version on screen needs no call.
const reselectVersion = [
  {
    guard: 'isShownVersion' as const,
    target: 'ready' as const,
    actions: ['requestShownVersion' as const, 'clearError' as const],
  },
  {
    target: 'loadingVersion' as const,
    reenter: true,
    actions: ['requestVersion' as const, 'clearError' as const],
  },
];

/**
 * The customer page (spec part 1 §2 'Customer detail page', §7 'Customer'): the access check
 * first; then the profile with its saved versions (both needed to show anything) and, on the
 * side, the activity, which fails and retries on its own. Picking a version reloads the profile
 * as of that date while the one on screen stays. A 403 on the access check or on any profile
 * load means the same as `allowed: false`: the refusal page.
 */
export const customerPageMachine = setup({
  types: {
    context: {} as CustomerPageContext,
    events: {} as CustomerPageEvent,
    input: {} as CustomerPageInput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    checkCustomerAccess: unprovided<CustomerAccess, UsernameInput>('checkCustomerAccess'),
    getCustomerProfile: unprovided<CustomerProfile, FetchProfileInput>('getCustomerProfile'),
    listProfileVersions: unprovided<ProfileVersions, UsernameInput>('listProfileVersions'),
    getCustomerActivity: unprovided<CustomerActivity, UsernameInput>('getCustomerActivity'),
  },
  guards: {
    isAllowed: (_, params: { access: CustomerAccess }) => params.access.allowed === true,
    isForbidden: (_, params: { error: unknown }) => isForbidden(params.error),
    isNotFound: (_, params: { error: unknown }) => isNotFound(params.error),
    isOtherTab: ({ context, event }: Self) =>
      event.type === 'tab.select' && isCustomerTab(event.tab) && event.tab !== context.tab,
    isOtherVersion: ({ context, event }: Self) => selected(event) !== context.historyDate,
    isShownVersion: ({ context, event }: Self) => selected(event) === context.historyDate,
    isOtherRequest: ({ context, event }: Self) => selected(event) !== context.requestedDate,
  },
  actions: {
    selectTab: assign(({ event }: Self) => (event.type === 'tab.select' ? { tab: event.tab } : {})),
    requestVersion: assign(({ event }: Self) => ({ requestedDate: selected(event) })),
    requestShownVersion: assign(({ context }) => ({ requestedDate: context.historyDate })),
    keepProfile: assign((_, params: { profile: CustomerProfile }) => ({ profile: params.profile })),
    showRequestedVersion: assign(({ context }, params: { profile: CustomerProfile }) => ({
      profile: params.profile,
      historyDate: context.requestedDate,
    })),
    keepVersions: assign((_, params: { versions: ProfileVersions }) => ({
      versions: params.versions.versions,
    })),
    keepActivity: assign((_, params: { activity: CustomerActivity }) => ({
      activity: params.activity,
      activityError: null,
    })),
    keepError: assign((_, params: { error: unknown }) => ({
      error: toServiceError(params.error).message,
    })),
    keepActivityError: assign((_, params: { error: unknown }) => ({
      activityError: toServiceError(params.error).message,
    })),
    clearError: assign({ error: null }),
    clearActivityError: assign({ activityError: null }),
  },
}).createMachine({
  id: 'customerPage',
  context: ({ input }) => ({
    username: input.username,
    tab: tabFromHash(input.hash),
    profile: null,
    versions: [],
    historyDate: null,
    requestedDate: null,
    activity: null,
    error: null,
    activityError: null,
  }),
  initial: 'checkingAccess',
  on: {
    'tab.select': { guard: 'isOtherTab', actions: 'selectTab' },
  },
  states: {
    checkingAccess: {
      description: 'may this staff member open the customer',
      tags: 'busy',
      invoke: {
        id: 'checkCustomerAccess',
        src: 'checkCustomerAccess',
        input: ({ context }) => ({ username: context.username }),
        onDone: [
          {
            guard: { type: 'isAllowed', params: ({ event }) => ({ access: event.output }) },
            target: 'open',
          },
          { target: 'refused' },
        ],
        onError: [
          {
            guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
          },
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
          },
          {
            target: 'accessFailed',
            actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    accessFailed: {
      description: 'the access check failed',
      tags: 'error',
      on: { 'page.retry': { target: 'checkingAccess', actions: 'clearError' } },
    },
    refused: { description: 'no access to this customer' },
    notFound: {
      description: 'no customer has this id (a retry cannot help: the page says so, no Retry)',
    },
    open: {
      type: 'parallel',
      states: {
        main: {
          initial: 'loading',
          states: {
            loading: {
              description: 'current profile and its versions',
              type: 'parallel',
              tags: 'busy',
              states: {
                profile: {
                  initial: 'fetching',
                  states: {
                    fetching: {
                      invoke: {
                        id: 'getCustomerProfile',
                        src: 'getCustomerProfile',
                        input: ({ context }) => ({
                          username: context.username,
                          history_date: context.historyDate,
                        }),
                        onDone: {
                          target: 'fetched',
                          actions: {
                            type: 'keepProfile',
                            params: ({ event }) => ({ profile: event.output }),
                          },
                        },
                        onError: [
                          {
                            guard: {
                              type: 'isForbidden',
                              params: ({ event }) => ({ error: event.error }),
                            },
                            target: '#customerPage.refused',
                          },
                          {
                            target: PAGE_FAILED,
                            actions: {
                              type: 'keepError',
                              params: ({ event }) => ({ error: event.error }),
                            },
                          },
                        ],
                      },
                    },
                    fetched: { type: 'final' },
                  },
                },
                versions: {
                  initial: 'fetching',
                  states: {
                    fetching: {
                      invoke: {
                        id: 'listProfileVersions',
                        src: 'listProfileVersions',
                        input: ({ context }) => ({ username: context.username }),
                        onDone: {
                          target: 'fetched',
                          actions: {
                            type: 'keepVersions',
                            params: ({ event }) => ({ versions: event.output }),
                          },
                        },
                        onError: {
                          target: PAGE_FAILED,
                          actions: {
                            type: 'keepError',
                            params: ({ event }) => ({ error: event.error }),
                          },
                        },
                      },
                    },
                    fetched: { type: 'final' },
                  },
                },
              },
              onDone: 'ready',
            },
            failed: {
              description: 'the profile or its versions failed to load',
              tags: 'error',
              on: { 'page.retry': { target: 'loading', actions: 'clearError' } },
            },
            ready: {
              on: {
                'version.select': {
                  guard: 'isOtherVersion',
                  target: 'loadingVersion',
                  actions: 'requestVersion',
                },
              },
            },
            loadingVersion: {
              description: 'another version loads; the one on screen stays',
              tags: 'busy',
              invoke: {
                id: 'getCustomerProfile',
                src: 'getCustomerProfile',
                input: ({ context }) => ({
                  username: context.username,
                  history_date: context.requestedDate,
                }),
                onDone: {
                  target: 'ready',
                  actions: {
                    type: 'showRequestedVersion',
                    params: ({ event }) => ({ profile: event.output }),
                  },
                },
                onError: [
                  {
                    guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
                    target: '#customerPage.refused',
                  },
                  {
                    target: 'versionFailed',
                    actions: {
                      type: 'keepError',
                      params: ({ event }) => ({ error: event.error }),
                    },
                  },
                ],
              },
              on: {
                'version.select': [
                  reselectVersion[0]!,
                  { guard: 'isOtherRequest' as const, ...reselectVersion[1]! },
                ],
              },
            },
            versionFailed: {
              description: 'the version failed to load; the one on screen stays',
              tags: 'error',
              on: {
                'page.retry': { target: 'loadingVersion', actions: 'clearError' },
                'version.select': reselectVersion,
              },
            },
          },
        },
        activity: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'getCustomerActivity',
                src: 'getCustomerActivity',
                input: ({ context }) => ({ username: context.username }),
                onDone: {
                  target: 'loaded',
                  actions: {
                    type: 'keepActivity',
                    params: ({ event }) => ({ activity: event.output }),
                  },
                },
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'keepActivityError',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
            loaded: {},
            failed: {
              on: { 'activity.retry': { target: 'loading', actions: 'clearActivityError' } },
            },
          },
        },
      },
    },
  },
});
