import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  ENTRY_EVENTS as E,
  entryEditorPaths,
  ENTRY_SAMPLE as SAMPLE,
} from '../../machines/salaryEmi/entryEditor.paths.ts';
import { FIP_SAMPLE, fipMovePaths } from '../../machines/salaryEmi/fipMove.paths.ts';
import {
  connectEntryEditor,
  connectFipMove,
  type EntryEditorActors,
  type EntryKind,
  entryEditorMachine,
  type FipMoveActors,
  fipMoveMachine,
  isCompleteEntry,
  SALARY_TEXTS as T,
} from '../../machines/salaryEmi/index.ts';
import { type RoleFlag, roleFlagsOf } from '../../src/domain/access/roles.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

type EditorSnapshot = ReturnType<typeof entryEditorMachine.transition>;
type MoveSnapshot = ReturnType<typeof fipMoveMachine.transition>;

describeMachinePaths('entryEditor', entryEditorPaths, (anyState, history) => {
  const state = anyState as EditorSnapshot;
  const view = connectEntryEditor(state);
  const { context } = state;
  const mayEdit = context.flags.is_credit_underwriter;
  expect(view.canEdit).toBe(mayEdit);
  expect(view.viewOnlyNote).toBe(mayEdit ? null : T.viewOnly);
  // One change at a time: Add, Edit and Delete only with nothing open.
  const atRest = state.matches('idle') || state.matches('saved') || state.matches('deleted');
  expect(view.canAdd).toBe(mayEdit && atRest);
  const row = SAMPLE.rows[context.kind];
  expect(view.rowControls(row)?.edit.disabled ?? null).toBe(mayEdit ? !atRest : null);
  expect(view.form.open).toBe(state.matches('editing'));
  expect(view.confirm.open).toBe(state.matches('deleting'));

  if (state.matches('editing')) {
    const opened = history.findLast((s) => s.event.type.startsWith('entry.'))!.event;
    // Editing highlights the row; a new EMI starts from today, a new salary from no date.
    expect(view.form.editingId).toBe(opened.type === 'entry.edit' ? row.id : null);
    const typedDate = history
      .slice(history.indexOf(history.findLast((s) => s.event === opened)!))
      .some((s) => s.event.type === 'form.change' && s.event.field === 'date');
    if (opened.type === 'entry.add' && !typedDate) {
      expect(context.form.date).toBe(context.kind === 'emi' ? SAMPLE.today : '');
    }
    expect(context.form.amount).toMatch(/^[0-9]*$/);
    expect(view.form.invalid).toBe(
      state.matches({ editing: 'invalid' })
        ? 'Please fill mandatory fields Date and Amount.'
        : null,
    );
    if (state.matches({ editing: 'invalid' })) expect(isCompleteEntry(context.form)).toBe(false);
    if (state.matches({ editing: 'saving' })) expect(isCompleteEntry(context.form)).toBe(true);
  } else {
    expect(view.form.editingId).toBeNull();
  }
  if (state.matches('deleting')) {
    // The confirmation names the entry by amount and date.
    expect(view.confirm.what).toBe(T.deleteWhat(row));
  }
  const last = history.at(-1)!.event;
  if (last.type.startsWith('xstate.error')) {
    expect(view.form.error ?? view.confirm.error).toBe((last.error as Error).message);
  }
  expect(view.status).toBe(
    state.matches('saved') ? T.saved : state.matches('deleted') ? T.deleted : null,
  );
});

describeMachinePaths('fipMove', fipMovePaths, (anyState) => {
  const state = anyState as MoveSnapshot;
  const view = connectFipMove(state);
  const moving = state.matches('moving');
  for (const transaction of [FIP_SAMPLE.credit, FIP_SAMPLE.debit]) {
    const control = view.moveControl(transaction)!;
    expect(control.text).toBe(transaction.type === 'CREDIT' ? 'Move to Salary' : 'Move to EMI');
    expect(control.disabled).toBe(moving);
    expect(control.busy).toBe(moving && state.context.transaction?.txnId === transaction.txnId);
  }
  expect(view.status).toBe(
    moving
      ? T.moving
      : state.matches('moved')
        ? T.moved(state.context.transaction!.type === 'CREDIT' ? 'salary' : 'emi')
        : null,
  );
  expect(view.error).toBe(state.matches('failed') ? FIP_SAMPLE.refused : null);
});

const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

function editor(kind: EntryKind, ...roles: RoleFlag[]) {
  const fakes = deferredActors<EntryEditorActors>(['saveEntry', 'deleteEntry']);
  const actor = createActor(entryEditorMachine.provide({ actors: fakes.actors }), {
    input: {
      kind,
      flags: roles.length ? roleFlagsOf(...roles) : SAMPLE.flags,
      username: SAMPLE.username,
      today: SAMPLE.today,
    },
  }).start();
  return { actor, fakes };
}

describe('entryEditor with live actors', () => {
  it('refuses a salary without a date with the spec text, then sends a valid one once', async () => {
    const { actor, fakes } = editor('salary');
    const changed: string[] = [];
    actor.on('entry.changed', (e) => changed.push(e.kind));
    actor.send({ type: 'entry.add' });
    actor.send(E.amount);
    actor.send({ type: 'form.submit' });
    expect(connectEntryEditor(actor.getSnapshot()).form.invalid).toBe(
      'Please fill mandatory fields Date and Amount.',
    );
    expect(fakes.calls.saveEntry).toHaveLength(0);
    actor.send(E.date);
    actor.send({ type: 'form.change', field: 'mode', value: 'cash' });
    actor.send({ type: 'form.change', field: 'comment', value: '  From employer  ' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    expect(fakes.calls.saveEntry).toHaveLength(1);
    expect(fakes.latest('saveEntry').input).toEqual({
      kind: 'salary',
      username: SAMPLE.username,
      id: null,
      body: {
        salary_date: '2026-11-05',
        salary_amount: 26000,
        salary_mode: 'cash',
        comment: 'From employer',
      },
    });
    fakes.latest('saveEntry').resolve({});
    await settle();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(changed).toEqual(['salary']);
  });

  it('edits a row as a misc income with its id, and keeps the values after a refusal', async () => {
    const { actor, fakes } = editor('salary');
    actor.send({ type: 'entry.edit', entry: SAMPLE.rows.salary });
    actor.send(E.misc);
    actor.send({ type: 'form.submit' });
    expect(fakes.latest('saveEntry').input).toMatchObject({
      id: 11,
      body: { misc_date: '2026-10-05', misc_amount: 25750, salary_mode: 'account' },
    });
    fakes.latest('saveEntry').reject(Object.assign(new Error(SAMPLE.refused), { status: 400 }));
    await settle();
    const view = connectEntryEditor(actor.getSnapshot());
    expect([view.form.error, view.form.values.type, view.form.editingId]).toEqual([
      SAMPLE.refused,
      'Misc',
      11,
    ]);
    actor.send({ type: 'form.submit' });
    expect(fakes.calls.saveEntry).toHaveLength(2);
  });

  it('starts a new EMI on today and deletes an EMI only after the confirmation', async () => {
    const { actor, fakes } = editor('emi');
    actor.send({ type: 'entry.add' });
    expect(actor.getSnapshot().context.form.date).toBe(SAMPLE.today);
    actor.send({ type: 'form.cancel' });
    actor.send({ type: 'entry.delete', entry: SAMPLE.rows.emi });
    expect(connectEntryEditor(actor.getSnapshot()).confirm.what).toBe(
      'Amount ₹3,200, date 10/10/2026',
    );
    expect(fakes.calls.deleteEntry).toHaveLength(0);
    actor.send({ type: 'delete.confirm' });
    expect(fakes.latest('deleteEntry').input).toEqual({ kind: 'emi', id: 21 });
    fakes.latest('deleteEntry').resolve({});
    await settle();
    expect(actor.getSnapshot().value).toBe('deleted');
  });

  it.each<RoleFlag>(['is_recovery_agent', 'is_disbursal_team', 'is_lender'])(
    'offers %s nothing to change',
    (role) => {
      const { actor } = editor('salary', role);
      actor.send({ type: 'entry.add' });
      actor.send({ type: 'entry.delete', entry: SAMPLE.rows.salary });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(connectEntryEditor(actor.getSnapshot()).rowControls(SAMPLE.rows.salary)).toBeNull();
    },
  );

  it.each<RoleFlag>(['is_admin', 'is_credit_manager', 'is_credit_underwriter'])(
    'lets %s open the form',
    (role) => {
      const { actor } = editor('emi', role);
      actor.send({ type: 'entry.add' });
      expect(actor.getSnapshot().matches('editing')).toBe(true);
    },
  );
});

describe('fipMove with live actors', () => {
  function mover(...roles: RoleFlag[]) {
    const fakes = deferredActors<FipMoveActors>(['moveTransaction']);
    const actor = createActor(fipMoveMachine.provide({ actors: fakes.actors }), {
      input: {
        flags: roles.length ? roleFlagsOf(...roles) : FIP_SAMPLE.flags,
        username: FIP_SAMPLE.username,
      },
    }).start();
    return { actor, fakes };
  }

  it('moves a CREDIT to Salary with the amount as an integer and the day in India', async () => {
    const { actor, fakes } = mover();
    const moved: string[] = [];
    actor.on('txn.moved', (e) => moved.push(e.kind));
    actor.send({ type: 'txn.move', transaction: FIP_SAMPLE.credit });
    actor.send({ type: 'txn.move', transaction: FIP_SAMPLE.debit });
    expect(fakes.calls.moveTransaction).toHaveLength(1);
    expect(fakes.latest('moveTransaction').input).toEqual({
      kind: 'salary',
      username: FIP_SAMPLE.username,
      id: null,
      body: {
        salary_date: '2026-11-01',
        salary_amount: 25750,
        salary_mode: 'account',
        comment: 'NEFT SALARY ACME TEXTILES',
      },
    });
    fakes.latest('moveTransaction').resolve({});
    await settle();
    expect(moved).toEqual(['salary']);
  });

  it('moves anything else to EMI', () => {
    const { actor, fakes } = mover();
    actor.send({ type: 'txn.move', transaction: FIP_SAMPLE.debit });
    expect(fakes.latest('moveTransaction').input).toMatchObject({
      kind: 'emi',
      body: { emi_date: '2026-11-12', emi_amount: 3200 },
    });
  });

  it('moves nothing for a role without the right, or a transaction with no readable amount', () => {
    const agent = mover('is_recovery_manager');
    agent.actor.send({ type: 'txn.move', transaction: FIP_SAMPLE.credit });
    expect(agent.fakes.calls.moveTransaction).toHaveLength(0);
    expect(connectFipMove(agent.actor.getSnapshot()).moveControl(FIP_SAMPLE.credit)).toBeNull();
    const { actor, fakes } = mover('is_credit_manager');
    const bad = { ...FIP_SAMPLE.credit, amount: 'n/a' };
    actor.send({ type: 'txn.move', transaction: bad });
    expect(fakes.calls.moveTransaction).toHaveLength(0);
    expect(connectFipMove(actor.getSnapshot()).moveControl(bad)?.disabled).toBe(true);
  });
});
