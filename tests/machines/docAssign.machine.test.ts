import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  docAssignPaths,
  DOC_ASSIGN_SAMPLE as S,
} from '../../machines/docAssign/docAssign.paths.ts';
import {
  connectDocAssign,
  type DocAssignActors,
  docAssignMachine,
  DOC_ASSIGN_TEXTS as T,
} from '../../machines/docAssign/index.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof docAssignMachine.transition>;

describeMachinePaths('docAssign', docAssignPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectDocAssign(state);
  const { username, doctype } = state.context;
  // Ok only with both a user and a type.
  if (state.matches('editing') || state.matches('failed')) {
    expect(view.canConfirm).toBe(username !== '' && doctype !== '');
  }
  if (state.matches('assigning')) {
    expect(history.at(-1)!.event.type).toBe('assign.confirm');
    expect(username && doctype).toBeTruthy();
  }
  expect(view.status).toBe(
    state.matches('assigned') ? T.assigned : state.matches('failed') ? T.failed : view.status,
  );
});

describe('docAssign with live actors', () => {
  it('sends the chosen documents, user, type and loan, then reloads', async () => {
    const fakes = deferredActors<DocAssignActors>(['assignDocuments']);
    const reloadDocuments = vi.fn();
    const actor = createActor(
      docAssignMachine.provide({ actors: fakes.actors, actions: { reloadDocuments } }),
      { input: { docIds: [...S.docIds], loanId: S.loanId } },
    ).start();
    actor.send({ type: 'assign.confirm' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'user.pick', username: S.users[1].username });
    actor.send({ type: 'doctype.pick', doctype: S.doctype });
    actor.send({ type: 'assign.confirm' });
    expect(fakes.latest('assignDocuments').input).toEqual({
      docIds: [...S.docIds],
      username: S.users[1].username,
      doctype: S.doctype,
      loanId: S.loanId,
    });
    fakes.latest('assignDocuments').resolve({});
    for (let i = 0; i < 3; i++) await Promise.resolve();
    expect(reloadDocuments).toHaveBeenCalledTimes(1);
    expect(connectDocAssign(actor.getSnapshot()).status).toBe(T.assigned);
  });
});
