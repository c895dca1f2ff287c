import { type AnyEventObject, createMachine } from 'xstate';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { type EntryEditorContext, entryEditorMachine } from './entryEditor.machine.ts';
import { entryEditorShows } from './entryEditor.shows.ts';
import {
  type EmiEntry,
  type EntryField,
  type EntryKind,
  editedEntryValue,
  emiRow,
  type SalaryEntry,
  salaryRow,
} from './salaryEmi.rules.ts';

const salaryEntry: SalaryEntry = {
  id: 11,
  salary_amount: 25750,
  misc_amount: null,
  salary_date: '2026-10-05',
  misc_date: null,
  salary_mode: 'account',
  comment: 'Salary credit seen in bank statement',
  updated_by: '9000000006',
  date_updated: '2026-11-01T06:00:00.000Z',
};

const emiEntry: EmiEntry = {
  id: 21,
  emi_amount: 3200,
  emi_date: '2026-10-10',
  comment: 'Two-wheeler loan EMI',
  updated_by: '9000000006',
  date_updated: '2026-11-01T06:00:00.000Z',
};

/** The walks' user (a credit underwriter), customer, day and the one row of each list. */
export const ENTRY_SAMPLE = {
  flags: roleFlagsOf('is_credit_underwriter'),
  username: '8157415868',
  today: '2026-11-24',
  salaryEntry,
  emiEntry,
  rows: { salary: salaryRow(salaryEntry), emi: emiRow(emiEntry) },
  refused: 'Give either salary_date with salary_amount, or misc_date with misc_amount.',
  gone: 'Entry not found',
} as const;

/** The production machine with its input baked in: the walk passes none. */
function walked(kind: EntryKind, flags = ENTRY_SAMPLE.flags) {
  return createMachine(
    {
      ...entryEditorMachine.config,
      context: () =>
        (entryEditorMachine.config.context as (args: { input: unknown }) => EntryEditorContext)({
          input: { kind, flags, username: ENTRY_SAMPLE.username, today: ENTRY_SAMPLE.today },
        }),
    },
    entryEditorMachine.implementations as never,
  ) as unknown as typeof entryEditorMachine;
}

const change = (field: EntryField, value: string) =>
  ({ type: 'form.change', field, value }) as const;

/** One payload per branch of the mandatory check: each of Date and Amount set and cleared. */
export const ENTRY_EVENTS = {
  date: change('date', '2026-11-05'),
  noDate: change('date', ''),
  amount: change('amount', '26,000'),
  noAmount: change('amount', ''),
  misc: change('type', 'Misc'),
  refused: errorEvent('saveEntry', serviceError(ENTRY_SAMPLE.refused, 400)),
  gone: errorEvent('deleteEntry', serviceError(ENTRY_SAMPLE.gone, 404)),
} as const;

const TYPE_CHANGE = 'form.change';

function spec(kind: EntryKind) {
  const row = ENTRY_SAMPLE.rows[kind];
  return definePathSpec({
    machine: walked(kind),
    shows: entryEditorShows as never,
    events: [
      { type: 'entry.add' },
      { type: 'entry.edit', entry: row },
      { type: 'entry.delete', entry: row },
      ENTRY_EVENTS.date,
      ENTRY_EVENTS.noDate,
      ENTRY_EVENTS.amount,
      ENTRY_EVENTS.noAmount,
      ENTRY_EVENTS.misc,
      { type: 'form.submit' },
      { type: 'form.cancel' },
      doneEvent('saveEntry', {}),
      ENTRY_EVENTS.refused,
      { type: 'delete.confirm' },
      { type: 'delete.cancel' },
      doneEvent('deleteEntry', { msg: 'deleted' }),
      ENTRY_EVENTS.gone,
    ],
    filterEvents: (snapshot, event: AnyEventObject) => {
      if (event.type !== TYPE_CHANGE) return true;
      // An EMI has no type; a browser fires no change for the value a field already shows.
      const field = event.field as EntryField;
      if (field === 'type' && snapshot.context.kind === 'emi') return false;
      return snapshot.context.form[field] !== editedEntryValue(field, event.value);
    },
    stateKey: (snapshot) => ({
      value: snapshot.value,
      form: snapshot.context.form,
      editing: snapshot.context.editing?.id ?? null,
      target: snapshot.context.target?.id ?? null,
    }),
    describeEvent: (event) => {
      switch (event.type) {
        case 'entry.add':
          return `press Add ${kind === 'salary' ? 'Salary' : 'EMI'}`;
        case 'entry.edit':
          return 'press Edit on the row';
        case 'entry.delete':
          return 'press Delete on the row';
        case TYPE_CHANGE:
          return event.value ? `set ${event.field} to "${event.value}"` : `clear ${event.field}`;
        case 'form.submit':
          return 'press Submit';
        case 'form.cancel':
        case 'delete.cancel':
          return 'press Cancel';
        case 'delete.confirm':
          return 'press Delete in the confirmation';
        case 'xstate.done.actor.saveEntry':
        case 'xstate.done.actor.deleteEntry':
          return 'the server saves';
        case ENTRY_EVENTS.refused.type:
        case ENTRY_EVENTS.gone.type:
          return `the server refuses: ${event.error.status} "${event.error.message}"`;
        default:
          return undefined;
      }
    },
  });
}

/** Salary Details, then EMI Details (date defaulting to today), then a user who may only read. */
export const entryEditorPaths = definePathSpec({
  ...spec('salary'),
  alsoWalk: [
    spec('emi'),
    { ...spec('salary'), machine: walked('salary', roleFlagsOf('is_recovery_agent')) },
  ],
});
