import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  employerPickPaths,
  EMPLOYER_PICK_SAMPLE as S,
} from '../../machines/employerPick/employerPick.paths.ts';
import {
  connectEmployerPick,
  type EmployerPickActors,
  employerPickMachine,
} from '../../machines/employerPick/index.ts';
import { invalidAddressFields, parseLatLong } from '../../src/domain/employers.ts';
import { employerMessages } from '../../src/domain/messages/employer.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof employerPickMachine.transition>;
const M = employerMessages;

const { paths } = describeMachinePaths('employerPick', employerPickPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectEmployerPick(state);
  const c = state.context;
  // The reused comment: the first longer than 4 characters and not 'N/A' (§5).
  if (!history.some((s) => s.event.type === 'comment.change')) {
    expect(c.comment).toBe('Salary credited by NEFT every month');
  }
  // 'Add New Company' only for a name longer than 3 characters.
  expect(view.can.addCompany).toBe(
    state.matches({ company: 'listed' }) && c.query.trim().length > 3,
  );
  // A blank search clears the list.
  if (c.query === '') expect(c.employers).toEqual([]);
  // Replacing: the replaced address is never the pick, and 'Okay' replaces, adding no sub-employer.
  if (c.replacing !== null) {
    expect(c.selected).not.toBe(c.replacing);
    expect(state.matches({ confirming: 'addingSubEmployer' })).toBe(false);
  } else expect(state.matches({ confirming: 'replacingEmployer' })).toBe(false);
  // A point placed on the map is the location pair, no longer red.
  const lastEvent = history.at(-1)?.event;
  if (lastEvent?.type === 'address.point') {
    expect(view.point).toEqual({ lat: lastEvent.lat, long: lastEvent.long });
    expect(c.invalid).not.toContain('location');
  }
  if (history.at(-1)?.event.type === 'xstate.error.actor.replaceEmployer') {
    expect(c.error).toBe(M.updateFailed);
  }
  // Saving starts only with a valid form: address ≥ 8, landmark, city, state, 6-digit pin, place.
  if (state.matches({ newAddress: 'saving' })) {
    expect(invalidAddressFields(c.draft)).toEqual([]);
    expect(parseLatLong(c.lat, c.long)).not.toBeNull();
  }
  // A red field is one that is still wrong.
  for (const f of c.invalid) {
    if (f !== 'location') expect(invalidAddressFields(c.draft)).toContain(f);
  }
  // 'Okay' needs an address; without one it says so.
  expect(view.needsSelection).toBe(state.matches({ addresses: 'unselected' }));
  if (state.matches('confirming')) expect(c.selected).not.toBeNull();
  const last = history.at(-1)!.event;
  if (last.type === 'xstate.done.actor.geocodeAddress' && last.output === S.abroad) {
    // Only a place in India is taken.
    expect(c.located).toBe('none');
  }
  if (state.matches('done')) expect(view.step).toBe('done');
});

describe('employerPick paths', () => {
  it('walk the whole flow: search → pick → address or new address → confirm', () => {
    const through = (type: string) => paths.some((p) => p.steps.some((s) => s.event.type === type));
    expect(through('xstate.done.actor.addSubEmployer')).toBe(true);
    expect(through('xstate.done.actor.saveNewAddress')).toBe(true);
  });
});

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('employerPick with live actors', () => {
  const start = () => {
    vi.useFakeTimers();
    const fakes = deferredActors<EmployerPickActors>([
      'searchEmployers',
      'listEmployerAddresses',
      'geocodeAddress',
      'saveNewAddress',
      'saveComment',
      'addSubEmployer',
    ]);
    const toast = vi.fn();
    const employerChanged = vi.fn();
    const actor = createActor(
      employerPickMachine.provide({
        actors: fakes.actors,
        actions: {
          toast: (_: unknown, params: { texts: readonly string[] }) => toast(...params.texts),
          employerChanged,
        } as never,
      }),
      { input: { username: S.username, comments: S.comments } },
    ).start();
    return { fakes, actor, toast, employerChanged };
  };

  it('searches once, 500 ms after the last key', async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'company.type', text: 'Ac' });
    vi.advanceTimersByTime(400);
    actor.send({ type: 'company.type', text: 'Acme' });
    vi.advanceTimersByTime(499);
    expect(fakes.calls.searchEmployers).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(fakes.calls.searchEmployers).toHaveLength(1);
    expect(fakes.latest('searchEmployers').input).toEqual({ name: 'Acme' });
    vi.useRealTimers();
  });

  it('adds a new company and its address with the three toasts, then reloads the profile', async () => {
    const { fakes, actor, toast, employerChanged } = start();
    actor.send({ type: 'company.type', text: S.newCompany });
    vi.advanceTimersByTime(500);
    fakes.latest('searchEmployers').resolve([]);
    await settle();
    actor.send({ type: 'company.add' });
    const typed = {
      employer_address: '14, Residency Road',
      employer_address_city: 'Indore',
      employer_address_landmark: 'Opposite Bank Branch',
      employer_address_state: 'MP',
      employer_address_pin: '45200',
    } as const;
    for (const [f, value] of Object.entries(typed)) {
      actor.send({ type: 'address.field', field: f as never, value });
    }
    actor.send({ type: 'address.locate' });
    expect(fakes.latest('geocodeAddress').input).toEqual({ location: 'Indore' });
    fakes.latest('geocodeAddress').resolve(S.india);
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ lat: '22.7196', long: '75.8577' });
    actor.send({ type: 'address.save' });
    expect(actor.getSnapshot().context.invalid).toEqual(['employer_address_pin']);
    expect(fakes.calls.saveNewAddress).toHaveLength(0);
    actor.send({ type: 'address.field', field: 'employer_address_pin', value: '452001' });
    expect(actor.getSnapshot().context.invalid).toEqual([]);
    actor.send({ type: 'address.save' });
    expect(fakes.latest('saveNewAddress').input.address).toMatchObject({
      employer_id: null,
      employer_name: S.newCompany,
      employer_address_pin: '452001',
      employer_address_location: { lat: 22.7196, long: 75.8577 },
      new_record_flag: true,
    });
    fakes.latest('saveNewAddress').resolve(S.created);
    await settle();
    expect(toast.mock.calls).toEqual([
      [M.employerAdded(S.newCompany), M.addressAdded(S.newCompany)],
    ]);
    expect(fakes.latest('listEmployerAddresses').input).toEqual({
      employerId: S.created.employer_id,
    });
    fakes.latest('listEmployerAddresses').resolve([]);
    await settle();
    actor.send({ type: 'pick.confirm' });
    expect(fakes.latest('saveComment').input).toEqual({
      detailsId: S.created.employer_details_id,
      comment: 'Salary credited by NEFT every month',
    });
    fakes.latest('saveComment').resolve(S.addresses[0]!);
    await settle();
    expect(fakes.latest('addSubEmployer').input).toMatchObject({
      username: S.username,
      detailsId: S.created.employer_details_id,
    });
    fakes.latest('addSubEmployer').resolve({});
    await settle();
    expect(toast).toHaveBeenLastCalledWith(M.subEmployerAdded(S.newCompany));
    expect(employerChanged).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
    vi.useRealTimers();
  });

  it('retries a failed sub-employer with the same key and no second comment', async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'company.type', text: 'Acme' });
    vi.advanceTimersByTime(500);
    fakes.latest('searchEmployers').resolve([S.acme]);
    await settle();
    actor.send({ type: 'company.pick', employer: S.acme });
    fakes.latest('listEmployerAddresses').resolve(S.addresses);
    await settle();
    actor.send({ type: 'pick.confirm' });
    expect(connectEmployerPick(actor.getSnapshot()).needsSelection).toBe(true);
    actor.send({ type: 'address.select', id: 22 });
    actor.send({ type: 'pick.confirm' });
    fakes.latest('saveComment').resolve(S.addresses[1]!);
    await settle();
    fakes.latest('addSubEmployer').reject(new Error(S.down));
    await settle();
    expect(connectEmployerPick(actor.getSnapshot()).error).toBe(M.addSubEmployerFailed);
    const key = fakes.latest('addSubEmployer').input.attempt;
    actor.send({ type: 'pick.retry' });
    fakes.latest('saveComment').resolve(S.addresses[1]!);
    await settle();
    expect(fakes.latest('addSubEmployer').input.attempt).toBe(key);
    vi.useRealTimers();
  });
});
