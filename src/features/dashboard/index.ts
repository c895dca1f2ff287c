export {
  createDashboardCalls,
  type DashboardCallDeps,
  type DashboardCalls,
} from './dashboardCalls.ts';
export { DASHBOARD_TEXTS } from './dashboardTexts.ts';
export { LoansDashboardRoute, type LoansDashboardRouteProps } from './LoansDashboardRoute.tsx';
export { LoansDashboardView, type LoansDashboardViewProps } from './LoansDashboardView.tsx';
