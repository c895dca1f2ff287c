import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  alternateContactsPaths,
  CONTACT_EVENTS as E,
  CONTACTS_SAMPLE as SAMPLE,
} from '../../machines/alternateContacts/alternateContacts.paths.ts';
import {
  type AlternateContact,
  type AlternateContactsActors,
  alternateContactsMachine,
  CONTACT_TEXTS,
  connectAlternateContacts,
} from '../../machines/alternateContacts/index.ts';
import { type RoleFlag, roleFlagsOf } from '../../src/domain/access/roles.ts';
import { deferredActors } from '../support/deferred.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';
import type { PathStep } from '../support/paths.ts';

type Snapshot = ReturnType<typeof alternateContactsMachine.transition>;

const since = (history: readonly PathStep[], type: string) =>
  history.slice(history.findLastIndex((step) => step.event.type === type) + 1);

describeMachinePaths('alternateContacts', alternateContactsPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectAlternateContacts(state);
  const adding = state.matches('adding');
  const editing = state.matches('editing');

  expect(view.dialog.open).toBe(adding);
  expect(view.editor !== null).toBe(editing);
  expect(view.canEdit).toBe(true);
  expect(view.viewOnlyNote).toBeNull();
  // One edit at a time: nothing else opens while the dialog or an editor is.
  expect(view.canAdd).toBe(state.matches('idle'));
  expect(view.editControl(SAMPLE.rita, 'name')?.disabled).toBe(!state.matches('idle'));

  if (adding) {
    // What was typed since the dialog opened, numbers kept to ten digits.
    const typed = since(history, 'add.open').filter((s) => s.event.type === 'add.change');
    for (const field of ['name', 'contact', 'relation'] as const) {
      const last = typed.findLast((s) => s.event.field === field)?.event.value as
        | string
        | undefined;
      const expected = field === 'contact' ? (last ?? '').replace(/\D/g, '').slice(0, 10) : last;
      expect(view.dialog.form[field]).toBe(expected ?? '');
    }
    expect(view.dialog.contactMax).toBe(10);
    const complete = Object.values(view.dialog.form).every((v) => v.trim() !== '');
    expect(view.dialog.canSubmit).toBe(complete && !state.matches({ adding: 'saving' }));
    expect(view.dialog.invalid).toBe(
      state.matches({ adding: 'invalid' }) ? CONTACT_TEXTS.invalid : null,
    );
    expect(view.dialog.dismissable).toBe(!state.matches({ adding: 'saving' }));
  } else {
    expect(state.context.form).toEqual({ name: '', contact: '', relation: '' });
  }

  if (state.matches({ adding: 'invalid' })) {
    // A bad number or name: nothing was sent.
    expect(
      state.context.form.name.trim().length <= 2 || state.context.form.contact.length !== 10,
    ).toBe(true);
  }
  if (state.matches({ adding: 'saving' })) {
    expect(state.context.form.name.trim().length).toBeGreaterThan(2);
    expect(state.context.form.contact).toMatch(/^[0-9]{10}$/);
  }

  if (editing) {
    const started = history.findLast((s) => s.event.type === 'edit.start')!.event;
    expect(view.editor!.field).toBe(started.field);
    expect(view.editor!.label).toBe(CONTACT_TEXTS.editor(started.field, SAMPLE.rita.name));
    expect(view.editor!.invalid).toBe(
      state.matches({ editing: 'invalid' }) ? CONTACT_TEXTS.invalid : null,
    );
    expect(view.editor!.saving).toBe(state.matches({ editing: 'saving' }));
  }

  const failure = history.at(-1)!.event.type.startsWith('xstate.error') ? history.at(-1) : null;
  if (failure) {
    const error = (failure.event.error as Error).message;
    expect(adding ? view.dialog.error : view.editor?.error).toBe(error);
  }
});

const makeFakes = () => deferredActors<AlternateContactsActors>(['addContact', 'updateContact']);
const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

function start(fakes = makeFakes(), ...roles: RoleFlag[]) {
  const flags = roles.length ? roleFlagsOf(...roles) : SAMPLE.flags;
  const actor = createActor(alternateContactsMachine.provide({ actors: fakes.actors }), {
    input: { flags, username: SAMPLE.username, me: SAMPLE.me },
  }).start();
  return { actor, fakes };
}

describe('alternateContacts with live actors', () => {
  it('adds once, with the trimmed name and the signed-in user as added_by, and tells the page', async () => {
    const { actor, fakes } = start();
    const saved: AlternateContact[] = [];
    actor.on('contact.saved', (event) => saved.push(event.contact));
    actor.send({ type: 'add.open' });
    actor.send({ type: 'add.change', field: 'name', value: '  Anita Rao ' });
    actor.send(E.longContact);
    actor.send(E.relation);
    actor.send({ type: 'add.submit' });
    actor.send({ type: 'add.submit' });
    expect(fakes.calls.addContact).toHaveLength(1);
    expect(fakes.latest('addContact').input).toEqual({
      name: 'Anita Rao',
      contact: '9812345670',
      relation: 'Friend',
      username: SAMPLE.username,
      added_by: SAMPLE.me,
    });
    fakes.latest('addContact').resolve(SAMPLE.added);
    await settle();
    expect(saved).toEqual([SAMPLE.added]);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('refuses a 9-digit number or a 2-letter name with the spec text and sends nothing', () => {
    const { actor, fakes } = start();
    actor.send({ type: 'add.open' });
    actor.send(E.name);
    actor.send(E.shortContact);
    actor.send(E.relation);
    actor.send({ type: 'add.submit' });
    expect(connectAlternateContacts(actor.getSnapshot()).dialog.invalid).toBe(
      'Invalid contact/name, please enter valid value.',
    );
    actor.send(E.contact);
    actor.send(E.shortName);
    actor.send({ type: 'add.submit' });
    expect(actor.getSnapshot().matches({ adding: 'invalid' })).toBe(true);
    expect(fakes.calls.addContact).toHaveLength(0);
  });

  it('keeps what was typed after a failure and sends it again on Submit', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'add.open' });
    for (const event of [E.name, E.contact, E.relation]) actor.send(event);
    actor.send({ type: 'add.submit' });
    fakes.latest('addContact').reject(Object.assign(new Error(SAMPLE.refused), { status: 400 }));
    await settle();
    const view = connectAlternateContacts(actor.getSnapshot());
    expect(view.dialog.error).toBe(SAMPLE.refused);
    expect(view.dialog.form).toEqual({
      name: 'Anita Rao',
      contact: '9812345670',
      relation: 'Friend',
    });
    actor.send({ type: 'add.submit' });
    expect(fakes.calls.addContact).toHaveLength(2);
  });

  it('sends one field and the id for an edit in place', () => {
    const { actor, fakes } = start();
    actor.send(E.editCheck);
    actor.send(E.bad);
    actor.send({ type: 'edit.submit' });
    expect(fakes.latest('updateContact').input).toEqual({ id: 31, reference_check: 'BAD' });
    const other = start();
    other.actor.send({ type: 'edit.start', contact: SAMPLE.rita, field: 'contact' });
    other.actor.send({ type: 'edit.change', value: '98a7654321000' });
    other.actor.send({ type: 'edit.submit' });
    expect(other.fakes.latest('updateContact').input).toEqual({ id: 31, contact: '9876543210' });
  });

  it('offers no reference check to a recovery agent and nothing to a lender read-only user', () => {
    const agent = start(makeFakes(), 'is_recovery_agent');
    const view = connectAlternateContacts(agent.actor.getSnapshot());
    expect(view.editControl(SAMPLE.rita, 'reference_check')).toBeNull();
    expect(view.editControl(SAMPLE.rita, 'name')).toEqual({
      label: 'Edit name of Rita Guha',
      disabled: false,
    });
    agent.actor.send(E.editCheck);
    expect(agent.actor.getSnapshot().matches('idle')).toBe(true);

    const reader = start(makeFakes(), 'is_lender_read_only');
    const readOnly = connectAlternateContacts(reader.actor.getSnapshot());
    expect([readOnly.canEdit, readOnly.canAdd, readOnly.viewOnlyNote]).toEqual([
      false,
      false,
      CONTACT_TEXTS.viewOnly,
    ]);
    expect(readOnly.editControl(SAMPLE.rita, 'name')).toBeNull();
    reader.actor.send({ type: 'add.open' });
    expect(reader.actor.getSnapshot().matches('idle')).toBe(true);
  });
});
