import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { numbersOf } from '../../machines/shared/phoneList.ts';
import {
  connectTeamCatalogue,
  TEAM_CATALOGUE_TEXTS as T,
  type TeamCatalogueActors,
  teamCatalogueMachine,
} from '../../machines/teamCatalogue/index.ts';
import {
  TEAM_CATALOGUE_SAMPLE as S,
  teamCataloguePaths,
} from '../../machines/teamCatalogue/teamCatalogue.paths.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof teamCatalogueMachine.transition>;

describeMachinePaths('teamCatalogue', teamCataloguePaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectTeamCatalogue(state);
  expect(view.busy).toBe(state.hasTag('busy'));
  expect(view.confirming).toBe(state.matches('confirmDelete') || state.matches('deleting'));
  const last = history.at(-1)!.event;
  if (last.type === 'team.save') {
    expect(state.matches('saving')).toBe(state.context.name.trim() !== '');
    if (!state.matches('saving')) expect(view.alert).toBe(T.blankName);
  }
  if (last.type === 'xstate.done.actor.getChatTeamMembers') {
    // The editor opens with the team's name and its people's numbers.
    expect([view.mode, view.name, view.numbers]).toEqual([
      'editor',
      S.members.team.name,
      '9000000012, 9000000022',
    ]);
  }
  if (last.type === 'team.new')
    expect([view.isNew, view.name, view.numbers]).toEqual([true, '', '']);
  if (state.matches({ list: 'saved' })) expect(view.teams).toEqual(S.saved.teams);
  if (state.matches({ list: 'deleted' })) expect(view.teams).toEqual(S.deleted.teams);
  if (state.matches({ editor: 'failed' })) {
    const { error } = last as unknown as { error: Error & { status?: number } };
    expect(view.alert).toBe(error.status === 400 ? S.refused : T.tryAgain);
  }
});

describe('teamCatalogue with live actors', () => {
  it("saves a team's name and only its ten-digit numbers, and deletes it after the confirmation", async () => {
    const fakes = deferredActors<TeamCatalogueActors>(['getChatTeamMembers', 'updateChatTeam']);
    const actor = createActor(teamCatalogueMachine.provide({ actors: fakes.actors }), {
      input: { teams: [...S.teams] },
    }).start();
    actor.send({ type: 'team.open', id: 1 });
    expect(fakes.latest('getChatTeamMembers').input).toEqual({ team_id: 1 });
    fakes.latest('getChatTeamMembers').resolve(structuredClone(S.members) as never);
    await Promise.resolve();
    actor.send({ type: 'numbers.change', value: S.numbers });
    actor.send({ type: 'team.save' });
    const save = fakes.latest('updateChatTeam').input;
    expect(save.body).toEqual({
      team_id: 1,
      name: S.members.team.name,
      usernames: numbersOf(S.numbers),
    });
    fakes.latest('updateChatTeam').reject(Object.assign(new Error(S.refused), { status: 400 }));
    await Promise.resolve();
    await Promise.resolve();
    expect(connectTeamCatalogue(actor.getSnapshot()).numbers).toBe(S.numbers);
    // Retry sends the same key (the server answers a repeat once); a new intent gets a new one.
    actor.send({ type: 'team.retry' });
    expect(fakes.latest('updateChatTeam').input).toEqual(save);
    fakes.latest('updateChatTeam').reject(new Error(S.broken));
    await Promise.resolve();
    await Promise.resolve();
    actor.send({ type: 'team.delete' });
    actor.send({ type: 'delete.confirm' });
    const remove = fakes.latest('updateChatTeam').input;
    expect(remove.body).toEqual({ team_id: 1, remove: true });
    expect(remove.key).not.toBe(save.key);
  });

  it('offers no Delete team for a team not yet saved', () => {
    const actor = createActor(teamCatalogueMachine, { input: { teams: [] } }).start();
    actor.send({ type: 'team.new' });
    expect(actor.getSnapshot().can({ type: 'team.delete' })).toBe(false);
  });
});
