import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  businessProfilePaths,
  BUSINESS_PROFILE_SAMPLE as S,
} from '../../machines/businessProfile/businessProfile.paths.ts';
import {
  type BusinessProfileActors,
  businessProfileMachine,
  connectBusinessProfile,
  profileProblem,
  saveBodyOf,
  BUSINESS_PROFILE_TEXTS as T,
  valuesOf,
} from '../../machines/businessProfile/index.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths, lastPayload } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof businessProfileMachine.transition>;

describeMachinePaths('businessProfile', businessProfilePaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectBusinessProfile(state);
  // Every field holds what was last typed into it, through every state.
  const typed = (field: string) =>
    lastPayload<string>(
      history.filter((s) => s.event.field === field),
      'field.change',
      'value',
    );
  expect(view.values.business_email).toBe(typed('business_email') ?? S.values.business_email);
  expect(view.values.pin).toBe(typed('pin') ?? S.values.pin);
  expect(view.values.city).toBe(typed('city') ?? S.values.city);
  expect(view.busy).toBe(state.matches('saving'));
  expect(view.canSave).toBe(!state.matches('saving'));
  const last = history.at(-1)!.event;
  if (last.type === 'profile.save') {
    // Save sends only a complete profile; otherwise it names the first problem.
    const problem = profileProblem(view.values);
    expect(state.matches('saving')).toBe(problem === null);
    expect(view.alert).toBe(problem);
  }
  if (state.matches({ form: 'failed' })) expect(view.alert).toBe(S.refused);
  expect(view.notice).toBe(state.matches({ form: 'saved' }) ? T.saved : null);
});

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('businessProfile with live actors', () => {
  const start = (values = S.values) => {
    const fakes = deferredActors<BusinessProfileActors>(['saveBusinessProfile']);
    const actor = createActor(businessProfileMachine.provide({ actors: fakes.actors }), {
      input: { values },
    }).start();
    return { fakes, actor };
  };

  it('sends the trimmed profile once, with the document picked by its group', async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'field.change', field: 'city', value: '  Mysuru ' });
    actor.send({
      type: 'document.change',
      doc_group_id: '101',
      business_doc_type: 'GST Certificate',
    });
    actor.send({ type: 'profile.save' });
    actor.send({ type: 'profile.save' });
    expect(fakes.calls.saveBusinessProfile).toHaveLength(1);
    expect(fakes.latest('saveBusinessProfile').input).toEqual({
      ...saveBodyOf(S.values),
      city: 'Mysuru',
      doc_group_id: 101,
      business_doc_type: 'GST Certificate',
    });
    fakes.latest('saveBusinessProfile').resolve({} as never);
    await settle();
    expect(connectBusinessProfile(actor.getSnapshot()).notice).toBe(T.saved);
  });

  it('keeps every value after a failure and retries the same body', async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'profile.save' });
    fakes.latest('saveBusinessProfile').reject(Object.assign(new Error('busy'), { status: 503 }));
    await settle();
    expect(connectBusinessProfile(actor.getSnapshot()).values).toEqual(S.values);
    actor.send({ type: 'profile.retry' });
    expect(fakes.calls.saveBusinessProfile[1]!.input).toEqual(
      fakes.calls.saveBusinessProfile[0]!.input,
    );
  });

  it('starts an empty profile empty and names what is missing first', () => {
    const { fakes, actor } = start(valuesOf({ name: 'Ravi' }));
    actor.send({ type: 'profile.save' });
    expect(fakes.calls.saveBusinessProfile).toHaveLength(0);
    expect(connectBusinessProfile(actor.getSnapshot()).alert).toBe(T.problems.business_email);
  });
});

describe('profileProblem', () => {
  it.each([
    ['name', '  ', T.problems.name],
    ['business_email', 'a@b', T.problems.business_email],
    ['business_type', '', T.problems.business_type],
    ['doc_group_id', '', T.problems.document],
    ['address', '12 MG', T.problems.address],
    ['city', ' ', T.problems.city],
    ['state', 'XX', T.problems.state],
    ['pin', '56000', T.problems.pin],
    ['pin', '060001', T.problems.pin],
  ])('%s "%s" → %s', (field, value, problem) => {
    expect(profileProblem({ ...S.values, [field]: value })).toBe(problem);
  });

  it('passes the sample', () => {
    expect(profileProblem(S.values)).toBeNull();
  });
});
