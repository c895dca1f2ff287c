import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import {
  type BlacklistLevelActors,
  blacklistLevelMachine,
  connectBlacklistLevel,
} from '../../../machines/blacklistLevel/index.ts';
import { runQueryOptions } from '../../api/queryHooks.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';
import { useView } from '../../ui/hooks/useView.ts';
import { BlacklistLevelView } from './BlacklistLevelView.tsx';
import type { MainQueries } from './blacklistQueries.ts';

export type BlacklistLevelSectionProps = {
  queries: MainQueries;
  username: string;
  level: number;
  /** Given by tests and stories; the app saves through the v1 client. */
  setBlacklistLevel?: BlacklistLevelActors['setBlacklistLevel'];
  /** The level changed (the history has news). */
  onChanged?: () => void;
};

/** Creates the blacklist-level actor and renders the level with its change dialog. */
export function BlacklistLevelSection(props: BlacklistLevelSectionProps) {
  const { queries, username, level, setBlacklistLevel, onChanged } = props;
  const [logic] = useState(() =>
    blacklistLevelMachine.provide({
      actors: {
        setBlacklistLevel:
          setBlacklistLevel ??
          fromAbortable(({ input, signal }) =>
            runQueryOptions(
              queries.queryOptions('put', '/customers/blacklist-level', { body: input }),
              signal,
            ),
          ),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { username, level } });
  const view = useView(actor, (snapshot) => connectBlacklistLevel(snapshot, actor.send))!;
  const changed = view.notice !== null;
  useEffect(() => {
    if (changed) onChanged?.();
  }, [changed, onChanged]);
  return <BlacklistLevelView view={view} />;
}
