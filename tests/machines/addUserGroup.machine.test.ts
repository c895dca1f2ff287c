import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  addUserGroupPaths,
  ADD_USER_GROUP_SAMPLE as S,
} from '../../machines/addUserGroup/addUserGroup.paths.ts';
import {
  type AddUserGroupActors,
  addUserGroupMachine,
  connectAddUserGroup,
  hasGroupName,
  ADD_USER_GROUP_TEXTS as T,
} from '../../machines/addUserGroup/index.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths, lastPayload } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof addUserGroupMachine.transition>;

describeMachinePaths('addUserGroup', addUserGroupPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectAddUserGroup(state);
  const addedAt = history.findLastIndex(
    (step) => step.event.type === 'xstate.done.actor.addUserGroup',
  );
  const name = lastPayload<string>(history.slice(addedAt + 1), 'name.change', 'value') ?? '';
  expect(view.name).toBe(name);
  expect(view.open).toBe(state.matches('open'));
  expect(view.busy).toBe(state.matches({ open: 'saving' }));
  expect(view.canAdd).toBe(state.matches({ open: 'form' }));
  if (history.at(-1)!.event.type === 'group.add') {
    expect(state.matches({ open: 'saving' })).toBe(hasGroupName(name));
    expect(view.alert).toBe(hasGroupName(name) ? null : T.needsName);
  }
  if (state.matches({ open: { form: 'failed' } })) expect(view.alert).toBe(S.taken);
  expect(view.notice).toBe(
    state.matches({ open: 'saving' }) ? T.adding : state.matches('added') ? T.added(S.name) : null,
  );
});

describe('addUserGroup with live actors', () => {
  it('sends the trimmed name once, says so, and starts empty; a refusal keeps the name', async () => {
    const fakes = deferredActors<AddUserGroupActors>(['addUserGroup']);
    const added: string[] = [];
    const actor = createActor(
      addUserGroupMachine.provide({
        actors: fakes.actors,
        actions: { groupAdded: ({ context }) => void added.push(context.added!) },
      }),
    ).start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'name.change', value: ` ${S.name}  ` });
    actor.send({ type: 'group.add' });
    actor.send({ type: 'group.add' });
    expect(fakes.calls.addUserGroup).toHaveLength(1);
    expect(fakes.latest('addUserGroup').input).toEqual({ name: S.name });
    fakes.latest('addUserGroup').reject(Object.assign(new Error(S.taken), { status: 409 }));
    await Promise.resolve();
    await Promise.resolve();
    expect(connectAddUserGroup(actor.getSnapshot()).alert).toBe(S.taken);
    expect(connectAddUserGroup(actor.getSnapshot()).name).toBe(` ${S.name}  `);
    actor.send({ type: 'group.add' });
    fakes.latest('addUserGroup').resolve(S.answer);
    await Promise.resolve();
    await Promise.resolve();
    expect(added).toEqual([S.name]);
    expect(connectAddUserGroup(actor.getSnapshot()).notice).toBe(T.added(S.name));
  });
});
