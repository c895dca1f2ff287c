import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  connectProfileEdit,
  type ProfileEditActors,
  profileEditMachine,
  PROFILE_EDIT_TEXTS as T,
} from '../../machines/profileEdit/index.ts';
import {
  PROFILE_EDIT_EVENTS as EVENTS,
  PROFILE_EDIT_INPUT,
  profileEditPaths,
  PROFILE_EDIT_SAMPLE as SAMPLE,
} from '../../machines/profileEdit/profileEdit.paths.ts';
import { type RoleFlag, roleFlagsOf } from '../../src/domain/access/roles.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths, lastPayload } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof profileEditMachine.transition>;

describeMachinePaths('profileEdit', profileEditPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const model = connectProfileEdit(state);
  const editing = state.hasTag('editable');

  // One field open at a time; nothing else can be started meanwhile.
  expect(model.canEdit).toBe(state.matches('viewing'));
  expect(model.field !== null).toBe(editing || state.matches('saving'));
  if (editing || state.matches('saving')) {
    // What was typed since the field opened stays, through a failure too.
    const opened = lastPayload<string>(history, 'edit.start', 'value');
    const typed = lastPayload<string>(
      history,
      'edit.change',
      'value',
      (step) => step.event.type === 'edit.start',
    );
    expect(model.value).toBe(typed ?? opened);
  }
  expect(model.saving).toBe(state.matches('saving'));
  expect(model.toggling).toBe(state.matches('toggling'));
  if (state.matches({ editing: 'failed' }) || state.matches({ viewing: 'toggleFailed' })) {
    expect(model.error).toBe('Error in changing profile details');
  } else if (state.matches({ editing: 'invalid' })) {
    expect(Object.values(T.problems)).toContain(model.error);
  } else {
    expect(model.error).toBeNull();
  }
  expect(model.notice !== null).toBe(state.matches({ viewing: 'saved' }));
});

const makeFakes = () =>
  deferredActors<ProfileEditActors>(['saveProfileField', 'setEmployeeIdValidity']);
const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};
function start(fakes = makeFakes(), input: Partial<typeof PROFILE_EDIT_INPUT> = {}) {
  const actor = createActor(profileEditMachine.provide({ actors: fakes.actors }), {
    input: { ...PROFILE_EDIT_INPUT, ...input },
  }).start();
  return { actor, fakes };
}

describe('profileEdit with live actors', () => {
  it('sends father_name capitalised, once, and tells the page the saved profile', async () => {
    const { actor, fakes } = start();
    const told: unknown[] = [];
    actor.on('profile.saved', (event) => told.push(event.profile));
    actor.send(EVENTS.editFather);
    actor.send({ type: 'edit.change', value: `  ${SAMPLE.typedFather} ` });
    actor.send({ type: 'edit.save' });
    actor.send({ type: 'edit.save' });
    expect(fakes.calls.saveProfileField).toHaveLength(1);
    expect(fakes.latest('saveProfileField').input).toEqual({
      username: SAMPLE.username,
      field: 'father_name',
      value: 'Ravi Kumar',
    });
    fakes.latest('saveProfileField').resolve(SAMPLE.fatherSaved);
    await settle();
    expect(told).toEqual([SAMPLE.fatherSaved]);
    expect(connectProfileEdit(actor.getSnapshot()).notice).toBe('Father Name saved.');
  });

  it('keeps the typed value after a failure and retries with it', async () => {
    const { actor, fakes } = start();
    actor.send(EVENTS.editFather);
    actor.send({ type: 'edit.change', value: SAMPLE.typedFather });
    actor.send({ type: 'edit.save' });
    fakes.latest('saveProfileField').reject(new Error(SAMPLE.refused));
    await settle();
    const model = connectProfileEdit(actor.getSnapshot());
    expect(model.error).toBe('Error in changing profile details');
    expect(model.value).toBe(SAMPLE.typedFather);
    actor.send({ type: 'edit.save' });
    expect(fakes.calls.saveProfileField).toHaveLength(2);
  });

  it('sends nothing the field rule refuses (pin 6 digits, address 8 characters)', () => {
    const { actor, fakes } = start();
    actor.send(EVENTS.editPin);
    actor.send({ type: 'edit.change', value: SAMPLE.badPin });
    actor.send({ type: 'edit.save' });
    expect(connectProfileEdit(actor.getSnapshot()).error).toBe(T.problems.pin);
    actor.send({ type: 'edit.cancel' });
    actor.send({ type: 'edit.start', field: 'current_address', value: 'Flat 2' });
    actor.send({ type: 'edit.save' });
    expect(connectProfileEdit(actor.getSnapshot()).error).toBe(T.problems.address);
    expect(fakes.calls.saveProfileField).toHaveLength(0);
  });

  it('toggles the employee id to the opposite of what it is', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'employeeId.toggle' });
    expect(fakes.latest('setEmployeeIdValidity').input).toEqual({
      username: SAMPLE.username,
      valid: false,
    });
    fakes.latest('setEmployeeIdValidity').resolve(SAMPLE.employeeIdInvalid);
    await settle();
    expect(connectProfileEdit(actor.getSnapshot()).employeeIdValid).toBe(false);
  });
});

describe('who may edit', () => {
  const model = (input: Partial<typeof PROFILE_EDIT_INPUT>) =>
    connectProfileEdit(start(makeFakes(), input).actor.getSnapshot());
  const as = (...flags: RoleFlag[]) => model({ flags: roleFlagsOf(...flags) });

  it('offers field edits to the roles of §6 and the toggle to admin and credit underwriter', () => {
    expect(as('is_credit_underwriter')).toMatchObject({ canEdit: true, showToggle: true });
    expect(as('is_admin')).toMatchObject({ canEdit: true, showToggle: true });
    expect(as('is_disbursal_team')).toMatchObject({ canEdit: true, showToggle: false });
    expect(as('is_referral_sales')).toMatchObject({ canEdit: true, showToggle: false });
  });

  it('offers nothing to other roles, read-only users, or on an old version', () => {
    expect(as('is_recovery_agent')).toMatchObject({ canEdit: false, showToggle: false });
    expect(as('is_read_only', 'is_admin')).toMatchObject({ canEdit: false, showToggle: false });
    expect(as('is_lender_read_only')).toMatchObject({ canEdit: false, showToggle: false });
    expect(model({ current: false })).toMatchObject({ canEdit: false, showToggle: false });
  });
});
