import type { SnapshotFrom } from 'xstate';
import { defineShows } from '../shared/shows.ts';
import { fipMoveMachine } from './fipMove.machine.ts';
import { moveKindOf } from './salaryEmi.rules.ts';
import { SALARY_TEXTS as T } from './salaryEmi.texts.ts';

type Snapshot = SnapshotFrom<typeof fipMoveMachine>;

/**
 * What the user sees of moving FIP transactions: the move in flight, its result or the server's
 * words. Each row's Move button names its transaction: the view tests check them per row.
 */
export const fipMoveShows = defineShows({
  machine: fipMoveMachine,
  vocabulary: [T.moving],
  controls: {},
  states: {
    'fipMove.idle': {},
    'fipMove.moving': { texts: [T.moving] },
    'fipMove.moved': { texts: (s: Snapshot) => [T.moved(moveKindOf(s.context.transaction!))] },
    'fipMove.failed': { texts: (s: Snapshot) => (s.context.error ? [s.context.error] : []) },
  },
});
