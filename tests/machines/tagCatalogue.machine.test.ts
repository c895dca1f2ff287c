import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  catalogueProblem,
  connectTagCatalogue,
  isChanged,
  saveBodyOf,
  TAG_CATALOGUE_TEXTS as T,
  type TagCatalogueActors,
  tagCatalogueMachine,
} from '../../machines/tagCatalogue/index.ts';
import {
  TAG_CATALOGUE_SAMPLE as S,
  tagCataloguePaths,
} from '../../machines/tagCatalogue/tagCatalogue.paths.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof tagCatalogueMachine.transition>;

describeMachinePaths('tagCatalogue', tagCataloguePaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectTagCatalogue(state);
  const { rows, stored, newName } = state.context;
  expect(view.busy).toBe(state.matches('saving'));
  expect(view.canAdd).toBe(!view.busy && newName.trim() !== '');
  expect(view.canSave).toBe(!view.busy && isChanged(rows, stored));
  const last = history.at(-1)!.event;
  if (last.type === 'tags.save') {
    // Save sends only a list the server would take; otherwise it says why.
    expect(state.matches('saving')).toBe(catalogueProblem(rows) === null);
    if (!state.matches('saving')) expect(view.alert).toBe(catalogueProblem(rows));
    expect(view.invalidRows).toEqual(
      rows.map((row) => view.alert === T.blankName && row.name.trim() === ''),
    );
  }
  if (last.type === 'xstate.error.actor.updateChatTags') {
    const words = (last as unknown as { error: Error & { status?: number } }).error;
    expect(view.alert).toBe(words.status === 400 ? S.refused : T.tryAgain);
  }
  if (state.matches({ form: 'saved' })) {
    expect([view.notice, view.rows]).toEqual([T.updated, S.answer.tags]);
  }
});

describe('tagCatalogue with live actors', () => {
  it('sends the whole list once, trimmed, new tags without an id, and keeps it after a failure', async () => {
    const fakes = deferredActors<TagCatalogueActors>(['updateChatTags']);
    const actor = createActor(tagCatalogueMachine.provide({ actors: fakes.actors }), {
      input: { tags: [...S.tags] },
    }).start();
    actor.send({ type: 'tag.rename', index: 0, name: '  Recovery ' });
    actor.send({ type: 'newName.change', value: ' Escalated ' });
    actor.send({ type: 'tag.add' });
    actor.send({ type: 'tag.remove', index: 1 });
    actor.send({ type: 'tags.save' });
    expect(fakes.latest('updateChatTags').input).toEqual({
      tags: [{ id: 1, name: 'Recovery' }, { name: 'Escalated' }],
    });
    actor.send({ type: 'tags.save' });
    expect(fakes.calls.updateChatTags).toHaveLength(1);
    fakes.latest('updateChatTags').reject(new Error(S.broken));
    await Promise.resolve();
    await Promise.resolve();
    const view = connectTagCatalogue(actor.getSnapshot());
    expect(view.alert).toBe(T.tryAgain);
    expect(view.rows.map((row) => row.name)).toEqual(['  Recovery ', 'Escalated']);
  });

  it('refuses a name already listed, without regard to case', () => {
    const actor = createActor(tagCatalogueMachine, { input: { tags: [...S.tags] } }).start();
    actor.send({ type: 'newName.change', value: ' URGENT' });
    actor.send({ type: 'tag.add' });
    const view = connectTagCatalogue(actor.getSnapshot());
    expect([view.alert, view.rows.length, view.newName]).toEqual([T.exists, 2, ' URGENT']);
  });
});

describe('the catalogue rules', () => {
  it('finds blank and repeated names, and what changed', () => {
    expect(catalogueProblem([{ id: 1, name: ' ' }])).toBe(T.blankName);
    expect(catalogueProblem([{ id: 1, name: 'A' }, { name: ' a ' }])).toBe(T.repeated);
    expect(catalogueProblem([{ id: 1, name: 'A' }, { name: 'B' }])).toBeNull();
    expect(isChanged([{ id: 1, name: 'A ' }], [{ id: 1, name: 'A' }])).toBe(false);
    expect(isChanged([{ id: 1, name: 'B' }], [{ id: 1, name: 'A' }])).toBe(true);
    expect(saveBodyOf([{ id: 1, name: ' A ' }, { name: 'B ' }])).toEqual({
      tags: [{ id: 1, name: 'A' }, { name: 'B' }],
    });
  });
});
