import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import {
  type BlacklistRecord,
  connectFeatureBlock,
  type FeatureBlockActors,
  featureBlockMachine,
} from '../../../machines/featureBlock/index.ts';
import { businessDay } from '../../domain/format.ts';
import { useLeaveGuard } from '../../ui/hooks/leaveGuard.tsx';
import { useView } from '../../ui/hooks/useView.ts';
import { createFeatureBlockActors, type MainQueries } from './blacklistQueries.ts';
import { FeatureBlockView } from './FeatureBlockView.tsx';

export type FeatureBlockEditorProps = {
  queries: MainQueries;
  record: BlacklistRecord;
  /** Given by tests and stories; the app saves through the v1 client. */
  saveBlacklist?: FeatureBlockActors['saveBlacklist'];
  /** The record's last penalty as last read. */
  lastPenalty?: number;
  /** The show_penality flag: the penalty entry beside the table, saved with the changes. */
  showPenalty?: boolean;
  /** Today in India (YYYY-MM-DD); tests and stories fix it. */
  today?: string;
  /** A save answered this record (the read is brought up to date, the audit trail has news). */
  onSaved?: (record: BlacklistRecord) => void;
};

/** Creates the feature-block actor over the record read, and renders its table. */
export function FeatureBlockEditor({
  queries,
  record,
  saveBlacklist,
  onSaved,
  today,
  lastPenalty,
  showPenalty = false,
}: FeatureBlockEditorProps) {
  const [logic] = useState(() =>
    featureBlockMachine.provide({
      actors: saveBlacklist ? { saveBlacklist } : createFeatureBlockActors(queries),
    }),
  );
  const actor = useActorRef(logic, {
    input: { record, today: today ?? businessDay(), showPenalty },
  });
  const view = useView(actor, (snapshot) => connectFeatureBlock(snapshot, actor.send))!;
  useLeaveGuard(view.unsaved);
  // Tell the page about each record a save answers (once each, whatever the props do).
  const saved = useView(actor, (snapshot) => snapshot.context.record)!;
  const reported = useRef(saved);
  useEffect(() => {
    if (saved === reported.current) return;
    reported.current = saved;
    onSaved?.(saved);
  }, [saved, onSaved]);
  // The last penalty is the read's: a penalty applied beside the table changes it.
  return <FeatureBlockView view={{ ...view, lastPenalty: lastPenalty ?? view.lastPenalty }} />;
}
