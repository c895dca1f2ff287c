// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ENTRY_SAMPLE, entryEditorPaths } from '../../machines/salaryEmi/entryEditor.paths.ts';
import { entryEditorShows } from '../../machines/salaryEmi/entryEditor.shows.ts';
import { FIP_SAMPLE, fipMovePaths } from '../../machines/salaryEmi/fipMove.paths.ts';
import { fipMoveShows } from '../../machines/salaryEmi/fipMove.shows.ts';
import {
  connectEntryEditor,
  connectFipMove,
  type EntryEditorActors,
  type EntryEditorContext,
  type FipMoveActors,
  type FipTransaction,
  moveInput,
  saveInput,
  SALARY_TEXTS as T,
} from '../../machines/salaryEmi/index.ts';
import { createQueryClient } from '../../src/app/queryClient.ts';
import { type RoleFlags, roleFlagsOf } from '../../src/domain/access/roles.ts';
import { formatDate } from '../../src/domain/format.ts';
import { SalaryEmiPanel } from '../../src/features/salaryEmi/index.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { fakeCustomerServer } from '../support/fakeCustomerServer.ts';
import { sampleFip } from '../support/fixtures/salaryEmi.ts';
import { replayThroughView, type ViewDriver } from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = { entry: DeferredActors<EntryEditorActors>; move: DeferredActors<FipMoveActors> };

/** The fakes of both machines, settled by the name of the actor a step names. */
function makeFakes() {
  const entry = deferredActors<EntryEditorActors>(['saveEntry', 'deleteEntry']);
  const move = deferredActors<FipMoveActors>(['moveTransaction']);
  return {
    entry,
    move,
    latest: (name: string) =>
      name === 'moveTransaction' ? move.latest(name) : entry.latest(name as 'saveEntry'),
  };
}

// hidden: a modal dialog hides the page from the accessibility tree while it is open.
const section = (name: string) => screen.getByRole('region', { name, hidden: true });
const dialog = () => within(screen.getByRole('dialog'));

/** Queries over the page without one region (the other list's own Add). */
function without(other: HTMLElement) {
  return {
    queryAllByRole: (role: string, options: { name: string }) =>
      screen.queryAllByRole(role, options).filter((node) => !other.contains(node)),
  };
}

async function retype(user: UserEvent, box: HTMLElement, value: string) {
  await user.clear(box);
  if (value) await user.type(box, value);
}

function render(fakes: Fakes, flags: RoleFlags, client = createQueryClient({ retryDelay: 0 })) {
  const server = fakeCustomerServer();
  return (
    <QueryClientProvider client={client}>
      <SalaryEmiPanel
        queries={server.queries}
        username={ENTRY_SAMPLE.username}
        historyDate={null}
        flags={flags}
        me="9000000006"
        today={ENTRY_SAMPLE.today}
        actors={{ entry: fakes.entry.actors, move: fakes.move.actors }}
      />
    </QueryClientProvider>
  );
}

function entryDriver(start: EntryEditorContext): ViewDriver<ReturnType<typeof makeFakes>> {
  const { kind } = start;
  const heading = T.heading[kind];
  const other = T.heading[kind === 'salary' ? 'emi' : 'salary'];
  const row = ENTRY_SAMPLE.rows[kind];
  const own = () => within(section(heading));
  const form = () => within(own().getByRole('form'));
  return {
    fakes: makeFakes,
    render: (fakes) => render(fakes, start.flags),
    prepare: async () => {
      await within(await screen.findByRole('region', { name: heading })).findByText(
        formatDate(row.date),
      );
      await screen.findByText(FIP_SAMPLE.credit.txnId);
    },
    gestures: {
      'entry.add': (_e, { user }) => user.click(own().getByRole('button', { name: T.add(kind) })),
      'entry.edit': (_e, { user }) =>
        user.click(own().getByRole('button', { name: T.editRow(kind, row) })),
      'entry.delete': (_e, { user }) =>
        user.click(own().getByRole('button', { name: T.deleteRow(kind, row) })),
      'form.change': async (e, { user }) => {
        if (e.field === 'type') {
          await user.selectOptions(form().getByRole('combobox', { name: T.fields.type }), e.value);
          return;
        }
        const box = form().getByRole('textbox', { name: T.fields[e.field as 'date' | 'amount'] });
        await retype(user, box, e.field === 'date' && e.value ? formatDate(e.value) : e.value);
      },
      'form.submit': (_e, { user }) => user.click(form().getByRole('button', { name: T.submit })),
      'form.cancel': (_e, { user }) => user.click(form().getByRole('button', { name: T.cancel })),
      'delete.confirm': (_e, { user }) =>
        user.click(dialog().getByRole('button', { name: T.confirmDelete })),
      'delete.cancel': (_e, { user }) =>
        user.click(dialog().getByRole('button', { name: T.cancel })),
    },
    expectState: (state: AnyMachineSnapshot, { fakes }) => {
      expectScreenShows(entryEditorShows as never, state, without(section(other)));
      const view = connectEntryEditor(state as never);
      const context = state.context as EntryEditorContext;
      // Each row's Edit and Delete: offered to those who may change, usable with nothing open.
      const controls = view.rowControls(row);
      const edit = screen.queryByRole('button', { name: T.editRow(kind, row), hidden: true });
      expect(edit === null).toBe(controls === null);
      if (controls) expect((edit as HTMLButtonElement).disabled).toBe(controls.edit.disabled);
      // The row being edited is highlighted.
      const highlighted = own()
        .queryAllByRole('row', { hidden: true })
        .filter((tr) => tr.dataset.editing === 'true');
      expect(
        highlighted.map((tr) => within(tr).queryByText(formatDate(row.date)) !== null),
      ).toEqual(view.form.editingId === row.id ? [true] : []);
      if (view.form.open) {
        expect(form().getByRole('textbox', { name: T.fields.date })).toHaveValue(
          context.form.date ? formatDate(context.form.date) : '',
        );
        expect(form().getByRole('textbox', { name: T.fields.amount })).toHaveValue(
          context.form.amount,
        );
        const shown = view.form.invalid ?? view.form.error;
        expect(
          form()
            .queryAllByRole('alert')
            .map((n) => n.textContent),
        ).toEqual(shown ? [shown] : []);
        if (view.form.saving) {
          expect(fakes.entry.latest('saveEntry').input).toEqual(
            saveInput(kind, ENTRY_SAMPLE.username, context.editing?.id ?? null, context.form),
          );
        }
      } else {
        expect(own().queryByRole('form')).toBeNull();
      }
      if (view.confirm.busy) {
        expect(fakes.entry.latest('deleteEntry').input).toEqual({ kind, id: row.id });
      }
    },
  };
}

describe('salary and EMI entries through SalaryEmiPanel', () => {
  it.each(viewCases(entryEditorPaths))('$title', async ({ path }) => {
    await replayThroughView(path, entryDriver(path.steps[0]!.state.context as EntryEditorContext));
  });
});

const moveButton = (t: FipTransaction) =>
  screen.getByRole('button', {
    name: T.moveRow(t.type === 'CREDIT' ? 'salary' : 'emi', t.txnId),
    hidden: true,
  });

function fipDriver(): ViewDriver<ReturnType<typeof makeFakes>> {
  let client = createQueryClient({ retryDelay: 0 });
  return {
    fakes: () => {
      client = createQueryClient({ retryDelay: 0 });
      return makeFakes();
    },
    render: (fakes) => render(fakes, FIP_SAMPLE.flags, client),
    prepare: async () => {
      await screen.findByText(FIP_SAMPLE.credit.txnId);
      await waitFor(() => expect(client.isFetching()).toBe(0));
    },
    gestures: {
      'txn.move': (e, { user }) => user.click(moveButton(e.transaction)),
    },
    expectState: (state: AnyMachineSnapshot, { fakes }) => {
      expectScreenShows(fipMoveShows as never, state, screen);
      const view = connectFipMove(state as never);
      for (const transaction of sampleFip.results.flatMap((r) => r.transactions_list)) {
        const button = moveButton(transaction) as HTMLButtonElement;
        const control = view.moveControl(transaction)!;
        expect(button.textContent).toContain(control.text);
        expect(button.disabled).toBe(control.disabled);
      }
      const fip = within(section('FIP Details'));
      expect(fip.queryAllByRole('alert').map((n) => n.textContent)).toEqual(
        view.error ? [view.error] : [],
      );
      if (state.matches('moving')) {
        expect(fakes.move.latest('moveTransaction').input).toEqual(
          moveInput(
            FIP_SAMPLE.username,
            (state.context as { transaction: FipTransaction }).transaction,
          ),
        );
      }
    },
  };
}

describe('moving FIP transactions through SalaryEmiPanel', () => {
  it.each(viewCases(fipMovePaths))('$title', async ({ path }) => {
    await replayThroughView(path, fipDriver());
  });

  it('sorts the transactions by Amount, Timestamp and Action', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    const { render: mount } = await import('@testing-library/react');
    mount(render(makeFakes(), FIP_SAMPLE.flags));
    const table = await screen.findByRole('table', { name: 'Transactions of HDFC-FIP' });
    const ids = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((tr) => within(tr).getAllByRole('cell')[4]!.textContent);
    expect(ids()).toEqual(['TXN700100', 'TXN700102']);
    await user.click(within(table).getByRole('button', { name: /^Amount/ }));
    expect(ids()).toEqual(['TXN700102', 'TXN700100']);
    expect(within(table).getByRole('columnheader', { name: /^Amount/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(within(table).getByRole('button', { name: /^Timestamp/ }));
    expect(ids()).toEqual(['TXN700100', 'TXN700102']);
    await user.click(within(table).getByRole('button', { name: /^Action/ }));
    expect(ids()).toEqual(['TXN700102', 'TXN700100']);
    await user.click(within(table).getByRole('button', { name: /^Action/ }));
    expect(ids()).toEqual(['TXN700100', 'TXN700102']);
  });
});

describe('SalaryEmiPanel for its users', () => {
  it('starts a new EMI on today, shown dd/mm/yyyy', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const { render: mount } = await import('@testing-library/react');
    const user = userEvent.setup();
    mount(render(makeFakes(), ENTRY_SAMPLE.flags));
    const emi = within(await screen.findByRole('region', { name: 'EMI Details' }));
    await user.click(emi.getByRole('button', { name: 'Add EMI' }));
    const form = within(emi.getByRole('form', { name: 'New EMI entry' }));
    expect(form.getByRole('textbox', { name: 'Date' })).toHaveValue('24/11/2026');
    // An EMI has no type or salary mode.
    expect(form.queryByRole('combobox')).toBeNull();
  });

  it('offers a recovery manager no Add, Edit, Delete or Move, and says why', async () => {
    const { render: mount } = await import('@testing-library/react');
    mount(render(makeFakes(), roleFlagsOf('is_recovery_manager')));
    await screen.findByText(FIP_SAMPLE.credit.txnId);
    await within(section('Salary Details')).findByText(formatDate(ENTRY_SAMPLE.rows.salary.date));
    expect(screen.getAllByText(T.viewOnly)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^(Add|Edit|Delete|Move to)/ })).toBeNull();
  });
});
