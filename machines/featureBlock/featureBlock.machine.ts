import { and, assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type { SaveBlacklistOutput } from './featureBlock.actors.ts';
import {
  BLOCK_DURATIONS,
  type BlacklistRecord,
  type BlacklistUpdate,
  type DurationKey,
  EMPTY_PENALTY,
  enteredPenalty,
  type Feature,
  type FeatureRow,
  type FeatureRows,
  hasEdits,
  isDurationKey,
  type PenaltyEntry,
  penaltyToSend,
  resumeAfter,
  rowsOf,
  switchedOn,
  updateBody,
} from './featureBlock.rules.ts';

/** The blocking dialog of one feature, with the row as it was before the switch went off. */
export type BlockDialog = {
  feature: Feature;
  duration: DurationKey | '';
  reason: string;
  prior: FeatureRow;
};

export type FeatureBlockContext = {
  /** The record as last saved (or read). */
  record: BlacklistRecord;
  /** The table as edited; rows that differ from `record` are highlighted and saved. */
  rows: FeatureRows;
  dialog: BlockDialog | null;
  /** The penalty entry beside the table; null where the host does not show it. */
  penalty: PenaltyEntry | null;
  /** Today in India (YYYY-MM-DD): durations count from it. */
  today: string;
  /** The server's msg after a save. */
  notice: string | null;
  /** The server's words after a failed save. */
  error: string | null;
};

export type FeatureBlockEvent =
  | { type: 'feature.toggle'; feature: Feature }
  | { type: 'block.duration'; value: string }
  | { type: 'block.reason'; value: string }
  | { type: 'block.confirm' }
  | { type: 'block.close' }
  | { type: 'penalty.amount'; value: string }
  | { type: 'penalty.datetime'; value: string }
  | { type: 'changes.save' };

/** `showPenalty`: the host passes the show_penality flag (the penalty entry is offered). */
export type FeatureBlockInput = { record: BlacklistRecord; today: string; showPenalty?: boolean };

type Ctx = FeatureBlockContext;

const rowsAfterClose = (c: Ctx): FeatureRows =>
  c.dialog ? { ...c.rows, [c.dialog.feature]: c.dialog.prior } : c.rows;

const rowsAfterConfirm = (c: Ctx): FeatureRows => {
  const d = c.dialog!;
  const days = BLOCK_DURATIONS[d.duration as DurationKey];
  return {
    ...c.rows,
    [d.feature]: { enabled: false, resume: resumeAfter(c.today, days), reason: d.reason.trim() },
  };
};

const toggled = (event: FeatureBlockEvent) =>
  event.type === 'feature.toggle' ? event.feature : null;

/** The penalty entry after a field of it changed. */
const penaltyAfter = (c: Ctx, event: FeatureBlockEvent): PenaltyEntry | null => {
  if (!c.penalty) return c.penalty;
  if (event.type === 'penalty.amount') return enteredPenalty(c.penalty, 'amount', event.value);
  if (event.type === 'penalty.datetime') return enteredPenalty(c.penalty, 'datetime', event.value);
  return c.penalty;
};

/** A field of the penalty entry typed in: an edit to save only when the entry will be sent. */
const PENALTY_CHANGE = [
  {
    guard: and(['hasPenaltyEntry', 'penaltyLeavesEdits']),
    target: 'dirty',
    actions: 'assignPenalty',
  },
  { guard: 'hasPenaltyEntry', target: 'clean', actions: 'assignPenalty' },
] as const;
const PENALTY_CHANGES = { 'penalty.amount': PENALTY_CHANGE, 'penalty.datetime': PENALTY_CHANGE };

/**
 * The feature-block table (spec part 2 §2, §4, §5, §7). Switching a feature off opens the
 * blocking dialog (a duration and a reason, else 'Please fill the details'); closing it puts the
 * row back as it was; switching on clears the date and reason. Rows that differ from the saved
 * record are the edits: Save Changes sends only them, and a failed save keeps them for a retry.
 * With the show_penality flag a penalty entry (amount and date-time) sits beside the table: Save
 * sends it as last_penalty only with an amount above 0 and a valid date, and a valid entry alone
 * is something to save. Only editors get this machine; everyone else sees the record read-only.
 */
export const featureBlockMachine = setup({
  types: {
    input: {} as FeatureBlockInput,
    context: {} as FeatureBlockContext,
    events: {} as FeatureBlockEvent,
    tags: {} as 'busy' | 'error' | 'edited',
  },
  actors: {
    saveBlacklist: unprovided<SaveBlacklistOutput, BlacklistUpdate>('saveBlacklist'),
  },
  guards: {
    isSwitchingOff: ({ context, event }) => {
      const f = toggled(event);
      return f !== null && context.rows[f].enabled;
    },
    switchOnLeavesEdits: ({ context, event }) =>
      hasEdits(context.record, switchedOn(context.rows, toggled(event)!), context.penalty),
    isDialogComplete: ({ context }) =>
      context.dialog !== null &&
      context.dialog.duration !== '' &&
      context.dialog.reason.trim() !== '',
    confirmLeavesEdits: ({ context }) =>
      hasEdits(context.record, rowsAfterConfirm(context), context.penalty),
    closeLeavesEdits: ({ context }) =>
      hasEdits(context.record, rowsAfterClose(context), context.penalty),
    hasPenaltyEntry: ({ context }) => context.penalty !== null,
    penaltyLeavesEdits: ({ context, event }) =>
      hasEdits(context.record, context.rows, penaltyAfter(context, event)),
  },
  actions: {
    // The switch shows off while the dialog asks why; the row before it is kept to put back.
    openDialog: assign(({ context, event }) => {
      const f = toggled(event)!;
      return {
        dialog: { feature: f, duration: '' as const, reason: '', prior: context.rows[f] },
        rows: { ...context.rows, [f]: { enabled: false, resume: null, reason: null } },
        notice: null,
        error: null,
      };
    }),
    switchOn: assign(({ context, event }) => ({
      rows: switchedOn(context.rows, toggled(event)!),
      notice: null,
      error: null,
    })),
    assignDuration: assign(({ context, event }) => ({
      dialog:
        event.type === 'block.duration' && context.dialog
          ? {
              ...context.dialog,
              duration: isDurationKey(event.value) ? event.value : ('' as const),
            }
          : context.dialog,
    })),
    assignReason: assign(({ context, event }) => ({
      dialog:
        event.type === 'block.reason' && context.dialog
          ? { ...context.dialog, reason: event.value }
          : context.dialog,
    })),
    assignPenalty: assign(({ context, event }) => ({
      penalty: penaltyAfter(context, event),
      notice: null,
      error: null,
    })),
    confirmBlock: assign(({ context }) => ({ rows: rowsAfterConfirm(context), dialog: null })),
    restoreRow: assign(({ context }) => ({ rows: rowsAfterClose(context), dialog: null })),
  },
}).createMachine({
  id: 'featureBlock',
  context: ({ input }) => ({
    record: input.record,
    rows: rowsOf(input.record),
    dialog: null,
    penalty: input.showPenalty ? EMPTY_PENALTY : null,
    today: input.today,
    notice: null,
    error: null,
  }),
  initial: 'clean',
  states: {
    clean: {
      description: 'the table as saved; after a save, the server’s msg',
      on: {
        // Nothing is edited yet: switching a blocked feature on is an edit.
        'feature.toggle': [
          { guard: 'isSwitchingOff', target: 'blocking', actions: 'openDialog' },
          { target: 'dirty', actions: 'switchOn' },
        ],
        ...PENALTY_CHANGES,
      },
    },
    dirty: {
      description: 'changed rows highlighted; Save Changes enabled',
      tags: 'edited',
      on: {
        'feature.toggle': [
          { guard: 'isSwitchingOff', target: 'blocking', actions: 'openDialog' },
          { guard: 'switchOnLeavesEdits', target: 'dirty', actions: 'switchOn' },
          { target: 'clean', actions: 'switchOn' },
        ],
        ...PENALTY_CHANGES,
        'changes.save': 'saving',
      },
    },
    blocking: {
      description: 'the blocking dialog: a duration and a reason',
      tags: 'edited',
      initial: 'choosing',
      on: {
        'block.duration': { target: '.choosing', actions: 'assignDuration' },
        'block.reason': { target: '.choosing', actions: 'assignReason' },
        'block.confirm': [
          {
            guard: and(['isDialogComplete', 'confirmLeavesEdits']),
            target: 'dirty',
            actions: 'confirmBlock',
          },
          // A block that puts back exactly what was saved leaves nothing to save.
          { guard: 'isDialogComplete', target: 'clean', actions: 'confirmBlock' },
          { target: '.incomplete' },
        ],
        'block.close': [
          { guard: 'closeLeavesEdits', target: 'dirty', actions: 'restoreRow' },
          { target: 'clean', actions: 'restoreRow' },
        ],
      },
      states: {
        choosing: {},
        incomplete: { description: "'Please fill the details'", tags: 'error' },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveBlacklist',
        src: 'saveBlacklist',
        input: ({ context }) => updateBody(context.record, context.rows, context.penalty),
        onDone: {
          target: 'clean',
          actions: assign(({ context, event }) => ({
            record: event.output.data,
            rows: rowsOf(event.output.data),
            // A penalty sent is saved (the Last Penalty row shows it); one not sent stays to finish.
            penalty: penaltyToSend(context.penalty) !== null ? EMPTY_PENALTY : context.penalty,
            notice: event.output.msg,
            error: null,
          })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: toServiceError(event.error).message })),
        },
      },
    },
    failed: {
      description: "the server's words; the edits stay highlighted, ready to retry",
      tags: ['error', 'edited'],
      on: {
        'feature.toggle': [
          { guard: 'isSwitchingOff', target: 'blocking', actions: 'openDialog' },
          { guard: 'switchOnLeavesEdits', target: 'dirty', actions: 'switchOn' },
          { target: 'clean', actions: 'switchOn' },
        ],
        ...PENALTY_CHANGES,
        'changes.save': 'saving',
      },
    },
  },
});
