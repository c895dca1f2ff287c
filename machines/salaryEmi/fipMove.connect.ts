import type { SnapshotFrom } from 'xstate';
import { canEditSalaryEmi } from '../../src/domain/access/customerPage.ts';
import type { FipMoveEvent, fipMoveMachine } from './fipMove.machine.ts';
import { type FipTransaction, moveKindOf } from './salaryEmi.rules.ts';
import { SALARY_TEXTS as T } from './salaryEmi.texts.ts';

type Snapshot = SnapshotFrom<typeof fipMoveMachine>;
type Send = (event: FipMoveEvent) => void;

const movers = new WeakMap<Send, (transaction: FipTransaction) => void>();
const ignore: Send = () => {};

function moverOf(send: Send) {
  let mover = movers.get(send);
  if (!mover) {
    mover = (transaction: FipTransaction) => send({ type: 'txn.move', transaction });
    movers.set(send, mover);
  }
  return mover;
}

export type MoveControl = { text: string; label: string; disabled: boolean; busy: boolean };

export type FipMoveModel = {
  onMove: (transaction: FipTransaction) => void;
  /** 'Move to Salary' for a CREDIT, 'Move to EMI' otherwise; null for those who may not move. */
  moveControl: (transaction: FipTransaction) => MoveControl | null;
  /** What the move in flight or the last one did. */
  status: string | null;
  error: string | null;
};

export function connectFipMove(snapshot: Snapshot, send: Send = ignore): FipMoveModel {
  const { context } = snapshot;
  const moving = snapshot.matches('moving');
  const last = context.transaction;
  const mayMove = canEditSalaryEmi(context.flags);
  return {
    onMove: moverOf(send),
    moveControl: (transaction) => {
      if (!mayMove) return null;
      const kind = moveKindOf(transaction);
      return {
        text: T.moveLabel[kind],
        label: T.moveRow(kind, transaction.txnId),
        disabled: !snapshot.can({ type: 'txn.move', transaction }),
        busy: moving && last?.txnId === transaction.txnId,
      };
    },
    status: moving
      ? T.moving
      : snapshot.matches('moved') && last
        ? T.moved(moveKindOf(last))
        : null,
    error: snapshot.matches('failed') ? context.error : null,
  };
}
