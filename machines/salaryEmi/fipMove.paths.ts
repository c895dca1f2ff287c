import { createMachine } from 'xstate';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { definePathSpec, doneEvent, errorEvent, serviceError } from '../pathSpec.ts';
import { type FipMoveContext, fipMoveMachine } from './fipMove.machine.ts';
import { fipMoveShows } from './fipMove.shows.ts';
import type { FipTransaction } from './salaryEmi.rules.ts';

const credit: FipTransaction = {
  type: 'CREDIT',
  amount: '25750.75',
  narration: 'NEFT SALARY ACME TEXTILES',
  transactionTimestamp: '2026-11-01T05:00:00.000Z',
  txnId: 'TXN700100',
};
const debit: FipTransaction = {
  type: 'DEBIT',
  amount: '3200.00',
  narration: 'NACH EMI BAJAJ FINANCE',
  // 20:00 UTC is the next day in India.
  transactionTimestamp: '2026-11-11T20:00:00.000Z',
  txnId: 'TXN700102',
};

export const FIP_SAMPLE = {
  flags: roleFlagsOf('is_credit_underwriter'),
  username: '8157415868',
  credit,
  debit,
  refused: 'Sorry...You dont have permission to perform this action',
} as const;

const walkedMachine = createMachine(
  {
    ...fipMoveMachine.config,
    context: () =>
      (fipMoveMachine.config.context as (args: { input: unknown }) => FipMoveContext)({
        input: { flags: FIP_SAMPLE.flags, username: FIP_SAMPLE.username },
      }),
  },
  fipMoveMachine.implementations as never,
) as unknown as typeof fipMoveMachine;

export const FIP_EVENTS = {
  moveCredit: { type: 'txn.move', transaction: credit },
  moveDebit: { type: 'txn.move', transaction: debit },
  refused: errorEvent('moveTransaction', serviceError(FIP_SAMPLE.refused, 403)),
} as const;

export const fipMovePaths = definePathSpec({
  machine: walkedMachine,
  shows: fipMoveShows as never,
  events: [
    FIP_EVENTS.moveCredit,
    FIP_EVENTS.moveDebit,
    doneEvent('moveTransaction', {}),
    FIP_EVENTS.refused,
  ],
  stateKey: (snapshot) => ({
    value: snapshot.value,
    txn: snapshot.context.transaction?.txnId ?? null,
  }),
  describeEvent: (event) => {
    if (event.type === 'txn.move') {
      const t = event.transaction as FipTransaction;
      return `press ${t.type === 'CREDIT' ? 'Move to Salary' : 'Move to EMI'} on ${t.txnId}`;
    }
    if (event.type === 'xstate.done.actor.moveTransaction') return 'the server saves';
    if (event.type === FIP_EVENTS.refused.type) {
      return `the server refuses: ${event.error.status} "${event.error.message}"`;
    }
    return undefined;
  },
});
