import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  docToolbarPaths,
  DOC_TOOLBAR_SAMPLE as S,
} from '../../machines/docToolbar/docToolbar.paths.ts';
import {
  connectDocToolbar,
  type DocToolbarActors,
  docToolbarMachine,
} from '../../machines/docToolbar/index.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof docToolbarMachine.transition>;

describeMachinePaths('docToolbar', docToolbarPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectDocToolbar(state);
  const before = history.at(-2)?.state.context.selected ?? [];
  const last = history.at(-1)!.event;
  // Nothing chosen: neither a download nor the map starts.
  if ((last.type === 'download.start' || last.type === 'location.show') && before.length === 0) {
    expect(state.matches({ ready: 'noSelection' })).toBe(true);
  }
  // The map opens only with a chosen document that has co-ordinates.
  if (state.matches('locating')) {
    expect(view.points).toEqual([{ id: S.placed.id, ...S.placed.location }]);
  }
  if (last.type === 'location.show' && before.length > 0 && !before.includes(S.placed.id)) {
    expect(state.matches({ ready: 'noLocation' })).toBe(true);
  }
  expect(view.allSelected).toBe(state.context.selected.length === 2);
  // A lender (no rights) never opens an upload or assign dialog.
  if (!state.context.rights.upload) {
    expect(state.matches('uploading') || state.matches('assigning')).toBe(false);
  }
  if (state.matches('assigning')) expect(state.context.selected.length).toBeGreaterThan(0);
});

describe('docToolbar with live actors', () => {
  it('downloads the whole group when all are chosen, else the chosen ids', async () => {
    const fakes = deferredActors<DocToolbarActors>(['downloadDocuments']);
    const actor = createActor(docToolbarMachine.provide({ actors: fakes.actors }), {
      input: {
        folder: { groupId: S.groupId, owner: '8157415868', doctype: 'misc' },
        documents: [S.placed, S.unplaced],
        rights: { upload: true, replaceAll: true, addNew: true, assign: true },
        loanId: S.loanId,
      },
    }).start();
    actor.send({ type: 'select.all' });
    actor.send({ type: 'download.start' });
    expect(fakes.latest('downloadDocuments').input).toEqual({
      groupId: S.groupId,
      documentIds: null,
    });
    fakes.latest('downloadDocuments').resolve(undefined);
    for (let i = 0; i < 3; i++) await Promise.resolve();
    actor.send({ type: 'doc.toggle', id: S.placed.id });
    actor.send({ type: 'download.start' });
    expect(fakes.latest('downloadDocuments').input).toEqual({
      groupId: S.groupId,
      documentIds: [S.unplaced.id],
    });
  });

  it('keeps the choice of the documents a reload still has', () => {
    const actor = createActor(docToolbarMachine, {
      input: {
        folder: { groupId: S.groupId, owner: '8157415868', doctype: 'misc' },
        documents: [S.placed, S.unplaced],
        rights: { upload: true, replaceAll: true, addNew: true, assign: true },
        loanId: S.loanId,
      },
    }).start();
    actor.send({ type: 'select.all' });
    actor.send({ type: 'documents.set', documents: [S.placed] });
    expect(actor.getSnapshot().context.selected).toEqual([S.placed.id]);
  });
});
