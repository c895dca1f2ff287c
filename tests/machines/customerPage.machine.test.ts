import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  CUSTOMER_PAGE_EVENTS,
  CUSTOMER_PAGE_SAMPLE,
  customerPagePaths,
} from '../../machines/customerPage/customerPage.paths.ts';
import {
  type CustomerPageActors,
  connectCustomerPage,
  customerPageMachine,
  hashOfTab,
  maskAadhaar,
  SAMPLE_USERNAME,
  sampleActivity,
  sampleProfile,
  sampleVersions,
  tabFromHash,
} from '../../machines/customerPage/index.ts';
import { messages } from '../../src/domain/messages.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths, lastPayload } from '../support/machinePathTests.ts';
import type { PathStep } from '../support/paths.ts';

type Snapshot = ReturnType<typeof customerPageMachine.transition>;
const PROFILE_DONE = 'xstate.done.actor.getCustomerProfile';

/** The version of the last profile the server answered (null: current). */
function lastLoadedVersion(history: readonly PathStep[]): string | null {
  const step = history.findLast((s) => s.event.type === PROFILE_DONE);
  if (!step) return null;
  for (const [version, profile] of CUSTOMER_PAGE_SAMPLE.profiles) {
    if (profile === step.event.output) return version;
  }
  throw new Error('unknown profile answer');
}

describeMachinePaths('customerPage', customerPagePaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const { context } = state;
  const view = connectCustomerPage(state);
  expect(context.username).toBe(SAMPLE_USERNAME);

  // The tab is the last one picked, the profile tab at first.
  expect(view.tab).toBe(lastPayload(history, 'tab.select', 'tab') ?? 'profile');
  expect(view.tabs).toEqual(['profile', 'activity']);

  // Refusal shows the spec's words and nothing of the customer.
  expect(view.refusedText).toBe(
    state.matches('refused') ? "Sorry! You don't have access to see this page" : null,
  );
  expect(view.open).toBe(state.matches('open'));
  if (state.matches('refused')) expect(view.canRetry).toBe(false);
  // An unknown customer: the page says so, and offers no Retry (it cannot help).
  expect(view.notFound).toBe(state.matches('notFound'));
  if (view.notFound) {
    expect(history.at(-1)!.event.type).toBe('xstate.error.actor.checkCustomerAccess');
    expect([view.canRetry, view.open, view.errorText, view.refusedText]).toEqual([
      false,
      false,
      null,
      null,
    ]);
  }

  // The profile on screen is the last one answered, and says which version it is.
  if (context.profile) {
    const shown = lastLoadedVersion(history);
    expect(context.historyDate).toBe(shown);
    expect(context.profile).toBe(CUSTOMER_PAGE_SAMPLE.profiles.get(shown));
  } else {
    expect(history.some((s) => s.event.type === PROFILE_DONE)).toBe(false);
  }
  expect(view.profileLoading).toBe(state.matches({ open: { main: 'loading' } }));

  // A version loading or failing keeps the previous profile on screen.
  if (view.status === 'loadingVersion' || view.status === 'versionFailed') {
    expect(context.profile).not.toBeNull();
    expect(context.requestedDate).not.toBe(context.historyDate);
    expect(view.selectedVersion).toBe(
      lastPayload(history, 'version.select', 'history_date') ?? null,
    );
  }
  expect(view.versionLoading).toBe(view.status === 'loadingVersion');
  if (view.status === 'ready') expect(context.requestedDate).toBe(context.historyDate);
  expect(view.canSelectVersion).toBe(
    ['ready', 'loadingVersion', 'versionFailed'].includes(view.status),
  );
  if (view.canSelectVersion) expect(view.versions).toEqual(sampleVersions.versions);

  // Failures show the catalogue's text, the server's words and a retry.
  const failed = ['accessFailed', 'failed', 'versionFailed'].includes(view.status);
  expect(view.canRetry).toBe(failed);
  expect(state.hasTag('error')).toBe(failed);
  if (failed) {
    const error = history.findLast(
      (s) =>
        s.event.type.startsWith('xstate.error.actor') &&
        s.event.type !== 'xstate.error.actor.getCustomerActivity',
    )!.event.error as Error;
    expect(view.errorDetail).toBe(error.message);
    expect(view.errorText).toBe(
      view.status === 'accessFailed'
        ? messages.common.somethingWentWrong
        : messages.customer.profileFetchFailed,
    );
  } else {
    expect([view.errorText, view.errorDetail, context.error]).toEqual([null, null, null]);
  }
  expect(state.hasTag('busy')).toBe(
    ['checkingAccess', 'loading', 'loadingVersion'].includes(view.status),
  );

  // The activity loads on its own and fails on its own.
  expect(view.canRetryActivity).toBe(view.open && view.activityStatus === 'failed');
  if (view.activityStatus === 'failed') expect(view.activityError).toBe('Bad Gateway');
  else expect(view.activityError).toBeNull();
  if (view.activityStatus === 'loaded') expect(view.activity).not.toBeNull();
});

const makeFakes = () =>
  deferredActors<CustomerPageActors>([
    'checkCustomerAccess',
    'getCustomerProfile',
    'listProfileVersions',
    'getCustomerActivity',
  ]);

const settle = async () => {
  for (let i = 0; i < 4; i++) await Promise.resolve();
};

describe('customerPage with live actors', () => {
  it('checks access, then loads profile, versions and activity for the username', async () => {
    const fakes = makeFakes();
    const actor = createActor(customerPageMachine.provide({ actors: fakes.actors }), {
      input: { username: SAMPLE_USERNAME, hash: '#activity' },
    }).start();
    expect(actor.getSnapshot().context.tab).toBe('activity');
    expect(fakes.latest('checkCustomerAccess').input).toEqual({ username: SAMPLE_USERNAME });
    fakes.latest('checkCustomerAccess').resolve({ allowed: true });
    await settle();
    expect(fakes.latest('getCustomerProfile').input).toEqual({
      username: SAMPLE_USERNAME,
      history_date: null,
    });
    expect(fakes.latest('listProfileVersions').input).toEqual({ username: SAMPLE_USERNAME });
    expect(fakes.latest('getCustomerActivity').input).toEqual({ username: SAMPLE_USERNAME });
    fakes.latest('getCustomerProfile').resolve(sampleProfile);
    fakes.latest('listProfileVersions').resolve(sampleVersions);
    fakes.latest('getCustomerActivity').resolve(sampleActivity);
    await settle();
    expect(connectCustomerPage(actor.getSnapshot()).status).toBe('ready');

    // A second pick while one loads aborts the first and asks for the second.
    actor.send({ type: 'version.select', history_date: CUSTOMER_PAGE_SAMPLE.older });
    const first = fakes.latest('getCustomerProfile');
    expect(first.input.history_date).toBe(CUSTOMER_PAGE_SAMPLE.older);
    actor.send({ type: 'version.select', history_date: CUSTOMER_PAGE_SAMPLE.newer });
    expect(first.signal.aborted).toBe(true);
    expect(fakes.latest('getCustomerProfile').input.history_date).toBe(CUSTOMER_PAGE_SAMPLE.newer);
    // Back to the version on screen: no call, the request in flight stops.
    const second = fakes.latest('getCustomerProfile');
    actor.send({ type: 'version.select', history_date: null });
    expect(second.signal.aborted).toBe(true);
    expect(fakes.calls.getCustomerProfile).toHaveLength(3);
    expect(connectCustomerPage(actor.getSnapshot()).status).toBe('ready');
  });
});

describe('customer page rules', () => {
  it('deep-links tabs by hash, unknown hashes open the profile', () => {
    expect(tabFromHash('#activity')).toBe('activity');
    expect(tabFromHash('activity')).toBe('activity');
    expect(tabFromHash('#loans')).toBe('profile');
    expect(tabFromHash('')).toBe('profile');
    expect(tabFromHash(null)).toBe('profile');
    expect(hashOfTab('activity')).toBe('#activity');
  });

  it('shows only the last 4 digits of an Aadhaar number', () => {
    expect(maskAadhaar('5432 1098 7654')).toBe('XXXX XXXX 7654');
    expect(maskAadhaar('XXXX-XXXX-1234')).toBe('XXXX XXXX 1234');
    expect(maskAadhaar('543210987654')).toBe('XXXX XXXX 7654');
    expect(maskAadhaar('12')).toBe('XXXX XXXX XX12');
    expect(maskAadhaar('')).toBe('XXXX XXXX XXXX');
    expect(maskAadhaar(null)).toBeNull();
  });

  it('listing the events covers every outcome once', () => {
    expect(Object.keys(CUSTOMER_PAGE_EVENTS)).toHaveLength(15);
  });
});
