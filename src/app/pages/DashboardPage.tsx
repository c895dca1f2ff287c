import { createDashboardCalls, LoansDashboardRoute } from '../../features/dashboard/index.ts';
import { SignedInQueryClient } from '../SignedInQueryClient.tsx';
import { api } from '../services.ts';

const calls = createDashboardCalls(api.mainPlain);

/** /lender/admin/dashboard: loans summary, chart and the xlsx download. */
export default function DashboardPage() {
  return (
    <SignedInQueryClient>
      <LoansDashboardRoute calls={calls} />
    </SignedInQueryClient>
  );
}
