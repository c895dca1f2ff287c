import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import {
  connectFipMove,
  type FipMoveActors,
  type FipMoveModel,
  fipMoveMachine,
} from '../../../machines/salaryEmi/index.ts';
import type { RoleFlags } from '../../domain/access/roles.ts';
import { FipPanel } from './FipPanel.tsx';
import type { SalaryEmiReads } from './salaryEmiQueries.ts';

type Snapshot = SnapshotFrom<typeof fipMoveMachine>;
type Send = Parameters<typeof connectFipMove>[1];

const models = new WeakMap<Snapshot, FipMoveModel>();
function modelOf(snapshot: Snapshot, send: Send): FipMoveModel {
  let model = models.get(snapshot);
  if (!model) {
    model = connectFipMove(snapshot, send);
    models.set(snapshot, model);
  }
  return model;
}

/** FIP Details (TanStack Query) and moving a transaction (the fipMove statechart). */
export function FipSection(props: {
  reads: SalaryEmiReads;
  username: string;
  flags: RoleFlags;
  actors: FipMoveActors;
  /** What a move makes stale: both lists and FOIR. */
  staleAfterMove: readonly QueryKey[];
}) {
  const { reads, username, flags, actors, staleAfterMove } = props;
  const fip = useQuery(reads.fip);
  const logic = useMemo(() => fipMoveMachine.provide({ actors }), [actors]);
  const actor = useActorRef(logic, { input: { flags, username } });
  const view = useSelector(actor, (snapshot) => modelOf(snapshot, actor.send));
  const client = useQueryClient();
  useEffect(() => {
    const moved = actor.on('txn.moved', () => {
      for (const queryKey of staleAfterMove) void client.invalidateQueries({ queryKey });
    });
    return () => moved.unsubscribe();
  }, [actor, client, staleAfterMove]);
  return <FipPanel fip={fip} view={view} />;
}
