import { type AnyEventObject, createMachine } from 'xstate';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import {
  type AlternateContactsContext,
  alternateContactsMachine,
} from './alternateContacts.machine.ts';
import {
  type AlternateContact,
  type ContactField,
  type ContactForm,
  editedValue,
} from './alternateContacts.rules.ts';
import { alternateContactsShows } from './alternateContacts.shows.ts';

const rita: AlternateContact = {
  id: 31,
  contact: '9876501234',
  name: 'Rita Guha',
  relation: 'Family',
  username: '9876501234',
  latest_loan: { '70412': 'loan_disbursed' },
  dpd: 12,
  overdue: 123456.5,
  blacklist_level: null,
  added_by: '9000000006',
  added_on: '2025-02-14T18:45:00.000Z',
  reference_check: 'GOOD',
};

const added: AlternateContact = {
  ...rita,
  id: 40,
  contact: '9812345670',
  name: 'Anita Rao',
  relation: 'Friend',
  username: null,
  latest_loan: null,
  dpd: null,
  overdue: null,
  added_on: '2026-11-24T10:00:00.000Z',
  reference_check: null,
};

/** The walk's user: a credit underwriter, who may add, edit and set reference checks. */
export const CONTACTS_SAMPLE = {
  flags: roleFlagsOf('is_credit_underwriter'),
  username: '9000000001',
  me: '9000000006',
  rita,
  added,
  refused: 'This number is already an alternate contact of this customer.',
} as const;

/**
 * The production machine started for that user. The walk passes no input, so the input is
 * baked into a copy of the same definition and implementations.
 */
const walkedMachine = createMachine(
  {
    ...alternateContactsMachine.config,
    context: () =>
      (
        alternateContactsMachine.config.context as (args: {
          input: unknown;
        }) => AlternateContactsContext
      )({
        input: {
          flags: CONTACTS_SAMPLE.flags,
          username: CONTACTS_SAMPLE.username,
          me: CONTACTS_SAMPLE.me,
        },
      }),
  },
  alternateContactsMachine.implementations as never,
) as unknown as typeof alternateContactsMachine;

const type = (field: keyof ContactForm, value: string) =>
  ({ type: 'add.change', field, value }) as const;
const start = (field: ContactField) => ({ type: 'edit.start', contact: rita, field }) as const;

/** One payload per validation branch: too short, cut to ten digits, non-digits dropped, good. */
export const CONTACT_EVENTS = {
  shortName: type('name', 'An'),
  name: type('name', 'Anita Rao'),
  shortContact: type('contact', '981234567'),
  contact: type('contact', '98123-45670'),
  longContact: type('contact', '981234567012'),
  relation: type('relation', 'Friend'),
  editName: start('name'),
  editCheck: start('reference_check'),
  shortEdit: { type: 'edit.change', value: 'Ri' },
  renamed: { type: 'edit.change', value: 'Rita Sen' },
  bad: { type: 'edit.change', value: 'BAD' },
  refused: errorEvent('addContact', serviceError(CONTACTS_SAMPLE.refused, 400)),
  editRefused: errorEvent('updateContact', serviceError('Alternate contact not found', 404)),
} as const;

const ADDED = 'xstate.done.actor.addContact';
const UPDATED = 'xstate.done.actor.updateContact';

export const alternateContactsPaths = definePathSpec({
  machine: walkedMachine,
  shows: alternateContactsShows as never,
  events: [
    { type: 'add.open' },
    CONTACT_EVENTS.shortName,
    CONTACT_EVENTS.name,
    CONTACT_EVENTS.shortContact,
    CONTACT_EVENTS.contact,
    CONTACT_EVENTS.longContact,
    CONTACT_EVENTS.relation,
    { type: 'add.submit' },
    { type: 'add.cancel' },
    doneEvent('addContact', added),
    CONTACT_EVENTS.refused,
    CONTACT_EVENTS.editName,
    CONTACT_EVENTS.editCheck,
    CONTACT_EVENTS.shortEdit,
    CONTACT_EVENTS.renamed,
    CONTACT_EVENTS.bad,
    { type: 'edit.submit' },
    { type: 'edit.cancel' },
    doneEvent('updateContact', { ...rita, name: 'Rita Sen' }),
    doneEvent('updateContact', { ...rita, reference_check: 'BAD' }),
    CONTACT_EVENTS.editRefused,
  ],
  filterEvents: (snapshot, event: AnyEventObject) => {
    const { form, edit } = snapshot.context;
    if (event.type === 'add.change') {
      // A browser fires no change for the value a field already shows.
      const field = event.field as keyof ContactForm;
      return form[field] !== editedValue(field === 'contact' ? 'contact' : 'name', event.value);
    }
    if (event.type === 'edit.change') {
      if (!edit) return false;
      // A name is typed into the name's box, a check picked from the check's list.
      const isCheck = event.value === 'GOOD' || event.value === 'BAD';
      return isCheck === (edit.field === 'reference_check') && edit.value !== event.value;
    }
    if (event.type === UPDATED) {
      // The server answers with the field that was sent.
      const output = event.output as AlternateContact;
      return edit !== null && output[edit.field] === edit.value;
    }
    if (event.type === ADDED) return form.contact === added.contact;
    return true;
  },
  stateKey: (snapshot) => ({
    value: snapshot.value,
    form: snapshot.context.form,
    edit: snapshot.context.edit && [snapshot.context.edit.field, snapshot.context.edit.value],
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'add.open':
        return 'press Add New Contact';
      case 'add.change':
        return `type ${event.field} "${event.value}"`;
      case 'add.submit':
        return 'press Submit';
      case 'add.cancel':
      case 'edit.cancel':
        return 'press Cancel';
      case 'edit.start':
        return `edit the ${event.field} of ${event.contact.name}`;
      case 'edit.change':
        return `change it to "${event.value}"`;
      case 'edit.submit':
        return 'press Save';
      case ADDED:
      case UPDATED:
        return `the server saves ${event.output.name}`;
      case CONTACT_EVENTS.refused.type:
      case CONTACT_EVENTS.editRefused.type:
        return `the server refuses: ${event.error.status} "${event.error.message}"`;
      default:
        return undefined;
    }
  },
});
