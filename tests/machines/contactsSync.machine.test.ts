import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  contactsSyncPaths,
  CONTACTS_SYNC_SAMPLE as SAMPLE,
} from '../../machines/contactsSync/contactsSync.paths.ts';
import {
  type ContactsSyncActors,
  connectContactsSync,
  contactsSyncMachine,
  CONTACTS_SYNC_TEXTS as T,
} from '../../machines/contactsSync/index.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';
import type { PathStep } from '../support/paths.ts';

type Snapshot = ReturnType<typeof contactsSyncMachine.transition>;

const lastOutcome = (history: readonly PathStep[]) =>
  history.findLast((step) => step.event.type.startsWith('xstate.'))?.event;

describeMachinePaths('contactsSync', contactsSyncPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectContactsSync(state);
  expect(view.busy).toBe(state.matches('syncing'));
  expect(view.canSync).toBe(state.matches('idle') || state.matches('synced'));
  expect(view.canRetry).toBe(state.matches('failed'));
  const outcome = lastOutcome(history);
  expect(view.error).toBe(state.matches('failed') ? outcome!.error.message : null);
  expect(view.notice).toBe(state.matches('synced') ? T.synced(outcome!.output.synced) : null);
});

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('contactsSync with live actors', () => {
  const start = () => {
    const fakes = deferredActors<ContactsSyncActors>(['syncContacts']);
    const reloadContacts = vi.fn();
    const actor = createActor(
      contactsSyncMachine.provide({ actors: fakes.actors, actions: { reloadContacts } }),
      { input: { username: SAMPLE.username } },
    ).start();
    return { fakes, actor, reloadContacts };
  };

  it('syncs once per press and reads the contacts again on success only', async () => {
    const { fakes, actor, reloadContacts } = start();
    actor.send({ type: 'contacts.sync' });
    actor.send({ type: 'contacts.sync' });
    expect(fakes.calls.syncContacts).toHaveLength(1);
    expect(fakes.latest('syncContacts').input).toEqual({ username: SAMPLE.username });
    expect(reloadContacts).not.toHaveBeenCalled();
    fakes.latest('syncContacts').resolve(SAMPLE.synced);
    await settle();
    expect(reloadContacts).toHaveBeenCalledTimes(1);
    expect(connectContactsSync(actor.getSnapshot()).notice).toBe(T.synced(SAMPLE.synced.synced));
  });

  it("shows the server's words on a refusal, reads nothing again, and retries", async () => {
    const { fakes, actor, reloadContacts } = start();
    actor.send({ type: 'contacts.sync' });
    fakes.latest('syncContacts').reject(Object.assign(new Error(SAMPLE.refused), { status: 400 }));
    await settle();
    expect(connectContactsSync(actor.getSnapshot()).error).toBe(SAMPLE.refused);
    expect(reloadContacts).not.toHaveBeenCalled();
    actor.send({ type: 'contacts.retry' });
    expect(fakes.calls.syncContacts).toHaveLength(2);
  });
});
