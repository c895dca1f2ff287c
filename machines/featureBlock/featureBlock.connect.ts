import type { SnapshotFrom } from 'xstate';
import type { FeatureBlockEvent, featureBlockMachine } from './featureBlock.machine.ts';
import {
  type BlacklistRecord,
  blockedTill,
  changedFeatures,
  DURATION_KEYS,
  type DurationKey,
  FEATURES,
  type Feature,
  type FeatureRows,
  hasChanges,
  penaltyProblem,
  setByOf,
} from './featureBlock.rules.ts';
import { FEATURE_BLOCK_TEXTS as T } from './featureBlock.texts.ts';

type Snapshot = SnapshotFrom<typeof featureBlockMachine>;
type Send = (event: FeatureBlockEvent) => void;

/** One row of the table as shown. */
export type FeatureRowView = {
  feature: Feature;
  label: string;
  enabled: boolean;
  blockedTill: string;
  comment: string;
  /** Who set the saved row, and when; nothing for an edit not saved yet. */
  setBy: string;
  /** Differs from the saved record: highlighted. */
  changed: boolean;
};

/** The rows of a record or an edited table, for the editor and the read-only table alike. */
export function featureRowViews(
  record: BlacklistRecord,
  rows: FeatureRows,
  today: string,
): FeatureRowView[] {
  const changed = new Set(changedFeatures(record, rows));
  return FEATURES.map((f) => ({
    feature: f,
    label: T.feature[f],
    enabled: rows[f].enabled,
    blockedTill: blockedTill(rows[f], today, T.permanently),
    comment: rows[f].enabled ? '' : (rows[f].reason ?? ''),
    setBy: changed.has(f) ? '' : setByOf(record, f),
    changed: changed.has(f),
  }));
}

export type FeatureBlockIntents = {
  onToggle: (feature: Feature) => void;
  onDuration: (value: string) => void;
  onReason: (value: string) => void;
  onConfirm: () => void;
  onClose: () => void;
  onPenaltyAmount: (value: string) => void;
  onPenaltyDateTime: (value: string) => void;
  onSave: () => void;
};

const intentsBySend = new WeakMap<Send, FeatureBlockIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): FeatureBlockIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onToggle: (feature) => send({ type: 'feature.toggle', feature }),
      onDuration: (value) => send({ type: 'block.duration', value }),
      onReason: (value) => send({ type: 'block.reason', value }),
      onConfirm: () => send({ type: 'block.confirm' }),
      onClose: () => send({ type: 'block.close' }),
      onPenaltyAmount: (value) => send({ type: 'penalty.amount', value }),
      onPenaltyDateTime: (value) => send({ type: 'penalty.datetime', value }),
      onSave: () => send({ type: 'changes.save' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

export type BlockDialogView = {
  title: string;
  duration: DurationKey | '';
  reason: string;
  durations: readonly { value: DurationKey; label: string }[];
  /** 'Please fill the details' after Add with a field missing. */
  alert: string | null;
};

/** The penalty entry as shown (with the show_penality flag). */
export type PenaltyEntryView = {
  amount: string;
  /** YYYY-MM-DDTHH:mm, or '' for none. */
  datetime: string;
  /** Locked while the save is in flight. */
  disabled: boolean;
  /** Why what was typed will not be sent; nothing before anything is typed. */
  problem: string | null;
  /** The field the problem is about (marked invalid). */
  invalid: 'amount' | 'date' | null;
};

const PROBLEMS = { amount: T.penaltyNeedsAmount, date: T.penaltyNeedsDate } as const;

/** The note under the table while edits wait: the rows highlighted, or the penalty alone. */
export function unsavedNoteOf(snapshot: Snapshot): string | null {
  if (!snapshot.matches('dirty') && !snapshot.matches('failed')) return null;
  const { record, rows } = snapshot.context;
  return hasChanges(record, rows) ? T.unsaved : T.penaltyUnsaved;
}

/** Why the penalty typed will not be sent, in words; null when it will or nothing is typed. */
export function penaltyProblemText(snapshot: Snapshot): string | null {
  const problem = penaltyProblem(snapshot.context.penalty);
  return problem ? PROBLEMS[problem] : null;
}

export type FeatureBlockModel = FeatureBlockIntents & {
  rows: FeatureRowView[];
  lastPenalty: number;
  busy: boolean;
  canToggle: boolean;
  canSave: boolean;
  /** Edits not saved yet (or a dialog open): leaving asks first. */
  unsaved: boolean;
  /** The 'not saved yet' note under the table. */
  unsavedNote: string | null;
  notice: string | null;
  error: string | null;
  dialog: BlockDialogView | null;
  /** Null where the host passes no show_penality flag. */
  penalty: PenaltyEntryView | null;
};

const DURATIONS = DURATION_KEYS.map((value) => ({ value, label: T.duration[value] }));

export function connectFeatureBlock(snapshot: Snapshot, send: Send = ignore): FeatureBlockModel {
  const { context } = snapshot;
  const dialog = snapshot.matches('blocking') ? context.dialog : null;
  const busy = snapshot.hasTag('busy');
  return {
    ...intentsOf(send),
    rows: featureRowViews(context.record, context.rows, context.today),
    lastPenalty: context.record.last_penalty,
    busy,
    canToggle: snapshot.can({ type: 'feature.toggle', feature: 'enable_chat' }),
    canSave: snapshot.can({ type: 'changes.save' }),
    unsaved: snapshot.hasTag('edited') || snapshot.hasTag('busy'),
    unsavedNote: unsavedNoteOf(snapshot),
    notice: snapshot.matches('clean') ? context.notice : null,
    error: snapshot.matches('failed') ? context.error : null,
    dialog: dialog
      ? {
          title: T.dialogTitle(T.feature[dialog.feature]),
          duration: dialog.duration,
          reason: dialog.reason,
          durations: DURATIONS,
          alert: snapshot.matches({ blocking: 'incomplete' }) ? T.fillDetails : null,
        }
      : null,
    penalty: context.penalty
      ? {
          amount: context.penalty.amount,
          datetime: context.penalty.datetime,
          disabled: busy,
          problem: penaltyProblemText(snapshot),
          invalid: penaltyProblem(context.penalty),
        }
      : null,
  };
}
