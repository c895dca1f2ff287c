import type { SnapshotFrom } from 'xstate';
import type { LoanshareChecksEvent, loanshareChecksMachine } from './loanshareChecks.machine.ts';
import { CHECK_TYPES, isChecked, type LoanshareCheckType } from './loanshareChecks.rules.ts';
import { checkLabel, LOANSHARE_CHECKS_TEXTS as T } from './loanshareChecks.texts.ts';

type Snapshot = SnapshotFrom<typeof loanshareChecksMachine>;
type Send = (event: LoanshareChecksEvent) => void;

export type LoanshareChecksIntents = {
  onToggle: (checkType: LoanshareCheckType) => void;
  onDismiss: () => void;
};

const intentsBySend = new WeakMap<Send, LoanshareChecksIntents>();
const ignore: Send = () => {};

function intentsOf(send: Send): LoanshareChecksIntents {
  let intents = intentsBySend.get(send);
  if (!intents) {
    intents = {
      onToggle: (checkType) => send({ type: 'check.toggle', checkType }),
      onDismiss: () => send({ type: 'check.dismiss' }),
    };
    intentsBySend.set(send, intents);
  }
  return intents;
}

export type CheckBox = {
  type: LoanshareCheckType;
  label: string;
  checked: boolean;
  /** This box's change is in flight. */
  busy: boolean;
};

export type LoanshareChecksModel = LoanshareChecksIntents & {
  boxes: CheckBox[];
  /** Boxes can be clicked (a writer, nothing in flight). */
  canToggle: boolean;
  /** Marks only: the role may not change them. */
  readOnly: boolean;
  busy: boolean;
  /** What the live region says: saving, saved. */
  status: string | null;
  error: string | null;
};

export function connectLoanshareChecks(
  snapshot: Snapshot,
  send: Send = ignore,
): LoanshareChecksModel {
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const pending = context.pending;
  const pendingLabel = pending ? checkLabel(pending.checkType) : '';
  let status: string | null = null;
  if (busy) status = T.saving(pendingLabel);
  else if (snapshot.matches({ editable: 'saved' }) && pending) {
    status = T.saved(pendingLabel, pending.checked);
  }
  return {
    ...intentsOf(send),
    boxes: CHECK_TYPES.map((type) => ({
      type,
      label: checkLabel(type),
      checked: isChecked(context.checks, type),
      busy: busy && pending?.checkType === type,
    })),
    canToggle: snapshot.can({ type: 'check.toggle', checkType: CHECK_TYPES[0]! }),
    readOnly: snapshot.matches('readOnly'),
    busy,
    status,
    error:
      snapshot.matches({ editable: 'failed' }) && context.error !== null
        ? T.failed(pendingLabel, context.error)
        : null,
  };
}
