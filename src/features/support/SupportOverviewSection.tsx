import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { mainQueries } from '../../app/queries.ts';
import { SignedInQueryClient } from '../../app/SignedInQueryClient.tsx';
import { SupportOverviewPanel } from './SupportOverviewPanel.tsx';

/**
 * The support overview read as a query, with the session's query cache (the page around may
 * provide it too: it is the same one). Loaded after the calls, so the query library stays off
 * the screen's critical path.
 */
export default function SupportOverviewSection({ caseKey }: { caseKey: string }) {
  return (
    <SignedInQueryClient>
      <Overview caseKey={caseKey} />
    </SignedInQueryClient>
  );
}

function Overview({ caseKey }: { caseKey: string }) {
  const overview = useQuery(mainQueries.queryOptions('get', '/support/overview'));
  const { refetch } = overview;
  // Each case worked changes the counters: read them again when the loop moves on.
  useEffect(() => {
    if (caseKey !== '') refetch();
  }, [caseKey, refetch]);
  return <SupportOverviewPanel query={overview} />;
}
