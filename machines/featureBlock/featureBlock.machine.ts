import { and, assign, setup } from 'xstate';
import { toServiceError, unprovided } from '../shared/calls.ts';
import type { SaveBlacklistOutput } from './featureBlock.actors.ts';
import {
  BLOCK_DURATIONS,
  type BlacklistRecord,
  type BlacklistUpdate,
  type DurationKey,
  type Feature,
  type FeatureRow,
  type FeatureRows,
  hasChanges,
  isDurationKey,
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
  | { type: 'changes.save' };

export type FeatureBlockInput = { record: BlacklistRecord; today: string };

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

/**
 * The feature-block table (spec part 2 §2, §4, §5, §7). Switching a feature off opens the
 * blocking dialog (a duration and a reason, else 'Please fill the details'); closing it puts the
 * row back as it was; switching on clears the date and reason. Rows that differ from the saved
 * record are the edits: Save Changes sends only them, and a failed save keeps them for a retry.
 * Only editors get this machine; everyone else sees the record read-only.
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
      hasChanges(context.record, switchedOn(context.rows, toggled(event)!)),
    isDialogComplete: ({ context }) =>
      context.dialog !== null &&
      context.dialog.duration !== '' &&
      context.dialog.reason.trim() !== '',
    confirmLeavesEdits: ({ context }) => hasChanges(context.record, rowsAfterConfirm(context)),
    closeLeavesEdits: ({ context }) => hasChanges(context.record, rowsAfterClose(context)),
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
    confirmBlock: assign(({ context }) => ({ rows: rowsAfterConfirm(context), dialog: null })),
    restoreRow: assign(({ context }) => ({ rows: rowsAfterClose(context), dialog: null })),
  },
}).createMachine({
  id: 'featureBlock',
  context: ({ input }) => ({
    record: input.record,
    rows: rowsOf(input.record),
    dialog: null,
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
        input: ({ context }) => updateBody(context.record, context.rows),
        onDone: {
          target: 'clean',
          actions: assign(({ event }) => ({
            record: event.output.data,
            rows: rowsOf(event.output.data),
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
        'changes.save': 'saving',
      },
    },
  },
});
