import { useQuery } from '@tanstack/react-query';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../../ui/QueryPanel.tsx';
import { ActivityPanel } from '../components/ActivityPanel.tsx';
import { CUSTOMER_PAGE_TEXTS as T } from '../customerPageTexts.ts';
import { customerPageQueries } from '../customerQueries.ts';
import type { CustomerTabProps } from '../customerTypes.ts';

const never = () => false;

/** The Customer Activity tab: one read, asked for when the tab opens. */
export function ActivityTab({ queries, username }: CustomerTabProps) {
  const activity = useQuery(customerPageQueries(queries, username).activity);
  return (
    <QueryPanel
      query={activity}
      errorText={T.activityFailed}
      retryLabel={T.retry}
      skeleton={<ListSkeleton label={T.loadingActivity} lines={4} />}
      isEmpty={never}
    >
      {(data) => <ActivityPanel activity={data} />}
    </QueryPanel>
  );
}
