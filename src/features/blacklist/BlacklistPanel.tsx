import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId } from 'react';
import { BLACKLIST_LEVEL_TEXTS } from '../../../machines/blacklistLevel/index.ts';
import {
  type BlacklistRecord,
  FEATURE_BLOCK_TEXTS,
  featureRowViews,
  rowsOf,
} from '../../../machines/featureBlock/index.ts';
import { canEditBlacklist } from '../../domain/access/customerPage.ts';
import type { RoleFlags } from '../../domain/access/roles.ts';
import { businessDay } from '../../domain/format.ts';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import { BlacklistHistory } from './BlacklistHistory.tsx';
import { BlacklistLevelSection } from './BlacklistLevelSection.tsx';
import { blacklistQueries, type MainQueries } from './blacklistQueries.ts';
import { BLACKLIST_TEXTS as T } from './blacklistTexts.ts';
import { ComplaintsTable } from './ComplaintsTable.tsx';
import { FeatureBlockEditor } from './FeatureBlockEditor.tsx';
import { FeatureBlockTable } from './FeatureBlockTable.tsx';
import { PenaltySection } from './PenaltySection.tsx';

export type BlacklistPanelProps = {
  queries: MainQueries;
  username: string;
  /** The signed-in user's role flags: editors get the switches (part 2 §5-§6). */
  flags: RoleFlags;
  /**
   * The show_penality flag (part 2 §2): the penalty entry beside the table, for the hosts whose
   * users set penalties there (the customer page: those who may save the table).
   */
  showPenalty?: boolean;
};

const never = () => false;
const ignore = () => {};

/** The key prefix of the customer profile reads (openapi-react-query: method, path). */
const PROFILE_READ = ['get', '/customers/{username}/profile'];

/**
 * The Blacklist Information tab (spec part 2 §2): the feature-block table (switches for the
 * roles that may change it, read-only with the reason for everyone else), the complaints, and
 * the audit trail of every change.
 */
export function BlacklistPanel({
  queries,
  username,
  flags,
  showPenalty = false,
}: BlacklistPanelProps) {
  const reads = blacklistQueries(queries, username);
  const record = useQuery(reads.record);
  const changes = useQuery(reads.changes);
  const client = useQueryClient();
  const recordKey = reads.record.queryKey;
  const changesKey = reads.changes.queryKey;
  const onSaved = useCallback(
    (saved: BlacklistRecord) => {
      client.setQueryData(recordKey, saved);
      void client.invalidateQueries({ queryKey: changesKey });
      // The page header's 'Blacklisted' comes with the current profile.
      void client.invalidateQueries({ queryKey: PROFILE_READ });
    },
    [client, recordKey, changesKey],
  );
  const onApplied = useCallback(() => {
    void client.invalidateQueries({ queryKey: recordKey });
    void client.invalidateQueries({ queryKey: changesKey });
  }, [client, recordKey, changesKey]);
  const onChanges = useCallback(() => {
    void client.invalidateQueries({ queryKey: changesKey });
  }, [client, changesKey]);
  const editor = canEditBlacklist(flags);
  const reasonId = useId();
  return (
    <div className="flex flex-col gap-6">
      <section aria-label={FEATURE_BLOCK_TEXTS.heading} className="flex flex-col gap-3">
        <QueryPanel
          query={record}
          errorText={T.failed}
          retryLabel={T.retry}
          skeleton={<ListSkeleton label={T.loading} lines={6} />}
          isEmpty={never}
        >
          {(data) => (
            <>
              {editor ? (
                <BlacklistLevelSection
                  queries={queries}
                  username={username}
                  level={data.blacklist_level ?? 0}
                  onChanged={onChanges}
                />
              ) : (
                <p className="text-sm text-slate-800">
                  {BLACKLIST_LEVEL_TEXTS.current(data.blacklist_level ?? 0)}
                </p>
              )}
              {editor ? (
                <FeatureBlockEditor
                  queries={queries}
                  record={data}
                  lastPenalty={data.last_penalty}
                  showPenalty={showPenalty}
                  onSaved={onSaved}
                />
              ) : (
                <>
                  <p
                    id={reasonId}
                    role="note"
                    className="rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm"
                  >
                    {T.readOnly}
                  </p>
                  <FeatureBlockTable
                    rows={featureRowViews(data, rowsOf(data), businessDay())}
                    lastPenalty={data.last_penalty}
                    toggles={{ enabled: false, onToggle: ignore, describedBy: reasonId }}
                  />
                </>
              )}
              {editor ? (
                <PenaltySection queries={queries} username={username} onApplied={onApplied} />
              ) : null}
              <ComplaintsTable complaints={data.complaints} />
            </>
          )}
        </QueryPanel>
      </section>
      <QueryPanel
        query={changes}
        errorText={T.historyFailed}
        retryLabel={T.retry}
        skeleton={<ListSkeleton label={T.history} lines={3} />}
        isEmpty={never}
      >
        {(data) => <BlacklistHistory changes={data.changes} />}
      </QueryPanel>
    </div>
  );
}
