import { createDashboardActors, LoansDashboardRoute } from '../../features/dashboard/index.ts';
import { api } from '../services.ts';

const actors = createDashboardActors(api.mainPlain);

/** /lender/admin/dashboard: loans summary, chart and the xlsx download. */
export default function DashboardPage() {
  return (
    <LoansDashboardRoute
      fetchLoansDashboard={actors.fetchLoansDashboard}
      fetchDashboardRows={actors.fetchDashboardRows}
      exportLoans={actors.exportLoans}
    />
  );
}
