import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import {
  connectPenalty,
  type PenaltyActors,
  penaltyMachine,
} from '../../../machines/penalty/index.ts';
import { runQueryOptions } from '../../api/queryHooks.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';
import { useView } from '../../ui/hooks/useView.ts';
import type { MainQueries } from './blacklistQueries.ts';
import { PenaltyForm } from './PenaltyForm.tsx';

export type PenaltySectionProps = {
  queries: MainQueries;
  username: string;
  /** Given by tests and stories; the app posts through the v1 client. */
  applyPenalty?: PenaltyActors['applyPenalty'];
  /** A reward or penalty was applied (the record's last penalty and the history change). */
  onApplied?: () => void;
};

/** Creates the reward/penalty actor and renders its form. */
export function PenaltySection({
  queries,
  username,
  applyPenalty,
  onApplied,
}: PenaltySectionProps) {
  const [logic] = useState(() =>
    penaltyMachine.provide({
      actors: {
        applyPenalty:
          applyPenalty ??
          fromAbortable(({ input, signal }) =>
            runQueryOptions(
              queries.queryOptions('post', '/user/dashboard/penalty', { body: input }),
              signal,
            ),
          ),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { username } });
  const view = useView(actor, (snapshot) => connectPenalty(snapshot, actor.send))!;
  const applied = view.success !== null;
  useEffect(() => {
    if (applied) onApplied?.();
  }, [applied, onApplied]);
  return <PenaltyForm view={view} />;
}
