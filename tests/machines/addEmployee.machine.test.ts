import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  addEmployeePaths,
  ADD_EMPLOYEE_SAMPLE as S,
} from '../../machines/addEmployee/addEmployee.paths.ts';
import {
  type AddEmployeeActors,
  addEmployeeMachine,
  connectAddEmployee,
  firstMissing,
  ADD_EMPLOYEE_TEXTS as T,
} from '../../machines/addEmployee/index.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths, lastPayload } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof addEmployeeMachine.transition>;

const REFUSAL = {
  name: T.needsName,
  mobile: T.badMobile,
  role: T.needsRole,
  joining: T.needsJoining,
} as const;

describeMachinePaths('addEmployee', addEmployeePaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectAddEmployee(state);
  const addedAt = history.findLastIndex(
    (step) => step.event.type === 'xstate.done.actor.addNewEmployee',
  );
  const since = history.slice(addedAt + 1);
  // Every value stays as last typed until the employee is added (nothing lost to a refusal).
  const form = {
    name: lastPayload<string>(since, 'name.change', 'value') ?? '',
    mobile: lastPayload<string>(since, 'mobile.change', 'value') ?? '',
    role: lastPayload<string>(since, 'role.change', 'value') ?? '',
    joining: lastPayload<string>(since, 'joining.change', 'value') ?? '',
  };
  expect([view.name, view.mobile, view.role, view.joining]).toEqual([
    form.name,
    form.mobile,
    form.role,
    form.joining,
  ]);
  const toggles = since.filter((step) => step.event.type === 'group.toggle').length;
  expect(view.groupIds).toEqual(toggles % 2 === 1 ? [S.groupId] : []);
  expect(view.open).toBe(state.matches('open'));
  expect(view.busy).toBe(state.matches({ open: 'saving' }));
  expect(view.canAdd).toBe(state.matches({ open: 'form' }));
  expect(view.canClose).toBe(state.matches({ open: 'form' }));

  const last = history.at(-1)!.event;
  if (last.type === 'employee.add') {
    // Add sends only a whole form; otherwise it says what is missing first, on that field.
    const missing = firstMissing(form);
    expect(state.matches({ open: 'saving' })).toBe(missing === null);
    expect(view.invalid).toBe(missing);
    expect(view.alert).toBe(missing ? REFUSAL[missing] : null);
  }
  if (state.matches({ open: { form: 'failed' } })) expect(view.alert).toBe(S.taken);
  expect(view.notice).toBe(
    state.matches({ open: 'saving' }) ? T.adding : state.matches('added') ? T.added(S.name) : null,
  );
});

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('addEmployee with live actors', () => {
  const start = () => {
    const fakes = deferredActors<AddEmployeeActors>(['addNewEmployee']);
    const added: string[] = [];
    const actor = createActor(
      addEmployeeMachine.provide({
        actors: fakes.actors,
        actions: {
          employeeAdded: ({ context }) => {
            added.push(context.added!);
          },
        },
      }),
    ).start();
    return { fakes, actor, added };
  };
  const fill = (actor: ReturnType<typeof start>['actor']) => {
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'name.change', value: `  ${S.name} ` });
    actor.send({ type: 'mobile.change', value: '95550 00101' });
    actor.send({ type: 'role.change', value: S.role });
    actor.send({ type: 'group.toggle', id: 3 });
    actor.send({ type: 'group.toggle', id: S.groupId });
    actor.send({ type: 'joining.change', value: S.joining });
  };

  it('sends the whole form once, trimmed, then starts empty', async () => {
    const { fakes, actor, added } = start();
    fill(actor);
    actor.send({ type: 'employee.add' });
    actor.send({ type: 'employee.add' });
    expect(fakes.calls.addNewEmployee).toHaveLength(1);
    expect(fakes.latest('addNewEmployee').input).toEqual({
      name: S.name,
      username: S.mobile,
      role: S.role,
      group_ids: [3, S.groupId],
      date_of_joining: S.joining,
    });
    fakes.latest('addNewEmployee').resolve(S.answer as never);
    await settle();
    expect(added).toEqual([S.name]);
    actor.send({ type: 'dialog.open' });
    const view = connectAddEmployee(actor.getSnapshot());
    expect([view.name, view.mobile, view.role, view.groupIds, view.joining]).toEqual([
      '',
      '',
      '',
      [],
      '',
    ]);
  });

  it("keeps every value after the server's refusal and sends the same again", async () => {
    const { fakes, actor } = start();
    fill(actor);
    actor.send({ type: 'employee.add' });
    fakes.latest('addNewEmployee').reject(Object.assign(new Error(S.taken), { status: 409 }));
    await settle();
    const view = connectAddEmployee(actor.getSnapshot());
    expect([view.alert, view.mobile, view.groupIds]).toEqual([S.taken, S.mobile, [3, S.groupId]]);
    actor.send({ type: 'employee.add' });
    expect(fakes.calls.addNewEmployee[1]!.input).toEqual(fakes.calls.addNewEmployee[0]!.input);
  });

  it('keeps digits only, ten at most; a date that is not a real day is refused', () => {
    const { actor } = start();
    fill(actor);
    actor.send({ type: 'mobile.change', value: '+91 95550-001012' });
    actor.send({ type: 'joining.change', value: '2026-02-30' });
    actor.send({ type: 'employee.add' });
    const view = connectAddEmployee(actor.getSnapshot());
    expect(view.mobile).toBe('9195550001');
    expect([view.invalid, view.alert]).toEqual(['joining', T.needsJoining]);
  });
});
