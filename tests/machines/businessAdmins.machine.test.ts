import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  businessAdminsPaths,
  BUSINESS_ADMINS_SAMPLE as S,
} from '../../machines/businessAdmins/businessAdmins.paths.ts';
import {
  type BusinessAdminsActors,
  businessAdminsMachine,
  connectBusinessAdmins,
  isLongEnough,
  numbersOf,
  BUSINESS_ADMINS_TEXTS as T,
} from '../../machines/businessAdmins/index.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths, lastPayload } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof businessAdminsMachine.transition>;

describeMachinePaths('businessAdmins', businessAdminsPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectBusinessAdmins(state);
  // The numbers stay as typed until the server takes them.
  const typed =
    lastPayload<string>(history, 'numbers.change', 'value', (step) =>
      step.event.type.startsWith('xstate.done.'),
    ) ?? '';
  expect(view.text).toBe(typed);
  expect(view.busy).toBe(state.matches('adding'));
  expect(view.canAdd).toBe(!state.matches('adding') && isLongEnough(typed));
  const last = history.at(-1)!.event;
  if (last.type === 'admins.add') {
    expect(state.matches('adding')).toBe(numbersOf(typed).length > 0);
    expect(view.alert).toBe(numbersOf(typed).length > 0 ? null : T.noNumbers);
  }
  if (state.matches({ form: 'failed' })) expect(view.alert).toBe(S.refused);
  if (state.matches({ form: 'added' })) {
    expect([view.notice, view.admins]).toEqual([S.answer.msg, S.answer.admins]);
  }
});

describe('businessAdmins with live actors', () => {
  it('sends each ten-digit number once, and keeps the numbers after a failure', async () => {
    const fakes = deferredActors<BusinessAdminsActors>(['addBusinessAdmins']);
    const actor = createActor(businessAdminsMachine.provide({ actors: fakes.actors })).start();
    const text = '9000000022, 12345, 9000000022,9000000024';
    actor.send({ type: 'numbers.change', value: text });
    actor.send({ type: 'admins.add' });
    expect(fakes.latest('addBusinessAdmins').input).toEqual({
      usernames: ['9000000022', '9000000024'],
    });
    fakes.latest('addBusinessAdmins').reject(new Error(S.refused));
    await Promise.resolve();
    await Promise.resolve();
    expect(connectBusinessAdmins(actor.getSnapshot()).text).toBe(text);
  });
});

describe('numbersOf (part 2 §5 "Add member")', () => {
  it('keeps only ten-digit entries, each once', () => {
    expect(numbersOf(' 9000000001 ,abc,900000000,9000000001,90000000011')).toEqual(['9000000001']);
    expect(isLongEnough('900000000')).toBe(false);
    expect(isLongEnough('9000000001')).toBe(true);
  });
});
