// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { addEmployeePaths } from '../../machines/addEmployee/addEmployee.paths.ts';
import { addEmployeeShows } from '../../machines/addEmployee/addEmployee.shows.ts';
import {
  type AddEmployeeActors,
  connectAddEmployee,
  ADD_EMPLOYEE_TEXTS as E,
} from '../../machines/addEmployee/index.ts';
import { addUserGroupPaths } from '../../machines/addUserGroup/addUserGroup.paths.ts';
import { addUserGroupShows } from '../../machines/addUserGroup/addUserGroup.shows.ts';
import {
  type AddUserGroupActors,
  connectAddUserGroup,
  ADD_USER_GROUP_TEXTS as G,
} from '../../machines/addUserGroup/index.ts';
import { createQueryHooks } from '../../src/api/queryHooks.ts';
import { MembersScreen } from '../../src/features/hr/index.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { testQueryClient } from '../support/fakeDashboardServer.tsx';
import { replayThroughView, type ViewDriver } from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { fakeHrMain, GROUPS } from './hrFakes.ts';
import { viewCases } from './viewPaths.ts';

type Actors = AddEmployeeActors & AddUserGroupActors;
type Fakes = DeferredActors<Actors>;

const inDialog = () => within(screen.getByRole('dialog'));
const field = (name: string) => inDialog().getByLabelText(name);

function renderMembers(fakes: Fakes) {
  return (
    <QueryClientProvider client={testQueryClient()}>
      <MembersScreen queries={createQueryHooks(fakeHrMain())} actors={fakes.actors} canManage />
    </QueryClientProvider>
  );
}

const fakesOf = () => deferredActors<Actors>(['addNewEmployee', 'addUserGroup']);

function expectEmployeeState(state: AnyMachineSnapshot) {
  expectScreenShows(addEmployeeShows as never, state, screen);
  const view = connectAddEmployee(state as never);
  if (!view.open) return;
  // Every value stays on screen through every state of the dialog: nothing typed is lost.
  expect(field(E.name)).toHaveValue(view.name);
  expect(field(E.mobile)).toHaveValue(view.mobile);
  expect(field(E.role)).toHaveValue(view.role);
  expect(field(E.joining)).toHaveValue(view.joining);
  for (const group of GROUPS) {
    const box = inDialog().getByRole('checkbox', { name: group.name });
    if (view.groupIds.includes(group.id)) expect(box).toBeChecked();
    else expect(box).not.toBeChecked();
  }
  const alerts = inDialog()
    .queryAllByRole('alert')
    .map((node) => node.textContent);
  expect(alerts).toEqual(view.alert ? [view.alert] : []);
  if (view.invalid) {
    const focused = {
      name: E.name,
      mobile: E.mobile,
      role: E.role,
      joining: E.joining,
    }[view.invalid];
    expect(field(focused)).toHaveFocus();
  }
}

function employeeDriver(): ViewDriver<Fakes> {
  return {
    fakes: fakesOf,
    render: renderMembers,
    gestures: {
      'dialog.open': (_e, { user }) => user.click(screen.getByRole('button', { name: E.open })),
      'dialog.close': (_e, { user }) =>
        user.click(inDialog().getByRole('button', { name: E.cancel })),
      'name.change': async (e, { user }) => {
        await user.clear(field(E.name));
        await user.type(field(E.name), e.value);
      },
      'mobile.change': async (e, { user }) => {
        await user.clear(field(E.mobile));
        await user.type(field(E.mobile), e.value);
      },
      'role.change': (e, { user }) => user.selectOptions(field(E.role), e.value),
      'group.toggle': (e, { user }) =>
        user.click(
          inDialog().getByRole('checkbox', { name: GROUPS.find((g) => g.id === e.id)!.name }),
        ),
      // A date field takes its value whole (as a browser's date picker gives it).
      'joining.change': async (e) => {
        fireEvent.change(field(E.joining), { target: { value: e.value } });
      },
      'employee.add': (_e, { user }) => user.click(inDialog().getByRole('button', { name: E.add })),
    },
    expectState: async (state) => {
      // The groups are loaded before a ticking gesture can find them.
      await screen.findByRole('option', { name: 'Field sales (2)', hidden: true });
      expectEmployeeState(state);
    },
  };
}

function groupDriver(): ViewDriver<Fakes> {
  return {
    fakes: fakesOf,
    render: renderMembers,
    gestures: {
      'dialog.open': (_e, { user }) => user.click(screen.getByRole('button', { name: G.open })),
      'dialog.close': (_e, { user }) =>
        user.click(inDialog().getByRole('button', { name: G.cancel })),
      'name.change': async (e, { user }) => {
        await user.clear(field(G.name));
        await user.type(field(G.name), e.value);
      },
      'group.add': (_e, { user }) => user.click(inDialog().getByRole('button', { name: G.add })),
    },
    expectState: async (state) => {
      await screen.findByRole('option', { name: 'Field sales (2)', hidden: true });
      expectScreenShows(addUserGroupShows as never, state, screen);
      const view = connectAddUserGroup(state as never);
      if (!view.open) return;
      expect(field(G.name)).toHaveValue(view.name);
      const alerts = inDialog()
        .queryAllByRole('alert')
        .map((node) => node.textContent);
      expect(alerts).toEqual(view.alert ? [view.alert] : []);
    },
  };
}

describe('adding an employee through the Admin screen', () => {
  it.each(viewCases(addEmployeePaths))(
    '$title',
    async ({ path }) => {
      await replayThroughView(path, employeeDriver());
    },
    30_000,
  );
});

describe('adding a user group through the Admin screen', () => {
  it.each(viewCases(addUserGroupPaths))(
    '$title',
    async ({ path }) => {
      await replayThroughView(path, groupDriver());
    },
    30_000,
  );
});

describe('the Admin screen', () => {
  it('offers neither add to a reader', async () => {
    render(
      <QueryClientProvider client={testQueryClient()}>
        <MembersScreen
          queries={createQueryHooks(fakeHrMain())}
          actors={fakesOf().actors}
          canManage={false}
        />
      </QueryClientProvider>,
    );
    await screen.findByRole('option', { name: 'Field sales (2)', hidden: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    expect(screen.queryByRole('button', { name: E.open })).toBeNull();
    expect(screen.queryByRole('button', { name: G.open })).toBeNull();
  });
});
