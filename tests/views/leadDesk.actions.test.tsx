// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  ADD_GL_SAMPLE,
  addGroupLeaderPaths,
} from '../../machines/addGroupLeader/addGroupLeader.paths.ts';
import { connectAddGroupLeader } from '../../machines/addGroupLeader/index.ts';
import { createLeadPaths } from '../../machines/createLead/createLead.paths.ts';
import {
  CREATE_LEAD_TEXTS as C,
  CREATE_LEAD_SAMPLE,
  connectCreateLead,
  toCreateLeadBody,
} from '../../machines/createLead/index.ts';
import type { PathSpec } from '../../machines/pathSpec.ts';
import {
  AddGroupLeader,
  CreateLead,
  type LeadDeskCalls,
} from '../../src/features/leadDesk/index.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

/* 'Add New GL' and 'Create New Lead' replay their machines' generated paths through the real
   components: clicks and typing by user events, the position and the server by deferred fakes. */

type Fakes = DeferredActors<LeadDeskCalls>;
type Context = ReplayContext<Fakes>;

const fakes = (): Fakes =>
  deferredActors<LeadDeskCalls>(['addNewGroupLeader', 'createNewLead', 'getLocation']);

const dialog = () => within(screen.getByRole('dialog'));
const alerts = () => screen.queryAllByRole('alert').map((node) => node.textContent);
const statuses = () => screen.queryAllByRole('status').map((node) => node.textContent);

async function retype(user: UserEvent, label: string, value: string) {
  const field = dialog().getByLabelText(label);
  await user.clear(field);
  if (value) await user.type(field, value);
}

function expectAddGroupLeader(state: AnyMachineSnapshot, { fakes: f }: Context) {
  const view = connectAddGroupLeader(state as never);
  const press = screen.getByRole('button', { name: view.label });
  expect(press).toHaveProperty('disabled', view.disabled);
  if (view.busy) {
    expect(press).toHaveAttribute('aria-busy', 'true');
    expect(f.latest('addNewGroupLeader').input).toEqual({ username: ADD_GL_SAMPLE.username });
  }
  expect(statuses()).toEqual(view.message ? [view.message] : []);
  expect(alerts()).toEqual(view.error ? [view.error] : []);
}

function expectCreateLead(state: AnyMachineSnapshot, { fakes: f }: Context) {
  const view = connectCreateLead(state as never);
  const { dialog: model } = view;
  if (!model.open) {
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(statuses()).toEqual(view.message ? [view.message] : []);
    return;
  }
  expect(screen.getByRole('dialog')).toHaveAccessibleName(model.title);
  const mobile = dialog().getByLabelText(C.mobile);
  const name = dialog().getByLabelText(C.name);
  expect(mobile).toHaveValue(model.mobile);
  expect(name).toHaveValue(model.name);
  expect(mobile).toHaveProperty('disabled', model.busy);
  expect(
    dialog()
      .queryAllByRole('alert')
      .map((n) => n.textContent),
  ).toEqual([model.mobileError, model.nameError, model.error].filter(Boolean));
  const submit = dialog().getByRole('button', { name: C.submit });
  expect(submit).toHaveProperty('disabled', model.busy);
  if (model.locating) expect(dialog().getByRole('status')).toHaveTextContent(C.locating);
  if (state.matches({ open: 'submitting' })) {
    // The lead goes out with what was typed and the position the browser gave.
    expect(f.latest('createNewLead').input).toEqual(
      toCreateLeadBody({
        mobile: model.mobile,
        name: model.name,
        location: CREATE_LEAD_SAMPLE.location,
      }),
    );
  }
}

const cases: Array<[string, PathSpec, (s: AnyMachineSnapshot, c: Context) => void]> = [
  ['Add New GL', addGroupLeaderPaths, expectAddGroupLeader],
  ['Create New Lead', createLeadPaths, expectCreateLead],
];

function driver(spec: PathSpec, expectState: (s: AnyMachineSnapshot, c: Context) => void) {
  return {
    fakes,
    render: (f) => (
      <>
        <CreateLead calls={f.actors} />
        <AddGroupLeader username={ADD_GL_SAMPLE.username} calls={f.actors} />
      </>
    ),
    gestures: {
      'gl.add': (_e, { user }) => user.click(screen.getByRole('button', { name: 'Add New GL' })),
      'lead.open': (_e, { user }) => user.click(screen.getByRole('button', { name: C.open })),
      'lead.close': (_e, { user }) => user.click(dialog().getByRole('button', { name: C.cancel })),
      'mobile.change': (e, { user }) => retype(user, C.mobile, e.value),
      'name.change': (e, { user }) => retype(user, C.name, e.value),
      'lead.submit': (_e, { user }) => user.click(dialog().getByRole('button', { name: C.submit })),
    },
    expectState: (state, context) => {
      expectScreenShows(spec.shows!, state, screen);
      expectState(state, context);
    },
  } satisfies ViewDriver<Fakes>;
}

describe.each(cases)('%s replays its machine paths', (_name, spec, expectState) => {
  it.each(viewCases(spec))('$title', async ({ path }) => {
    await replayThroughView(path, driver(spec, expectState));
  });
});

describe('Create New Lead dialog', () => {
  it('traps focus in the dialog and gives it back to the button', async () => {
    const user = userEvent.setup();
    const f = fakes();
    render(<CreateLead calls={f.actors} />);
    const open = screen.getByRole('button', { name: C.open });
    await user.click(open);
    await waitFor(() => expect(dialog().getByLabelText(C.mobile)).toHaveFocus());
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('keeps ten digits of what is typed into the mobile number', async () => {
    const user = userEvent.setup();
    render(<CreateLead calls={fakes().actors} />);
    await user.click(screen.getByRole('button', { name: C.open }));
    await user.type(dialog().getByLabelText(C.mobile), 'ab98-7654 32109');
    expect(dialog().getByLabelText(C.mobile)).toHaveValue('9876543210');
  });
});
