import { EmployeeCardView } from './EmployeeCardView.tsx';
import { type LoadEmployeeCard, useEmployeeCard } from './useEmployeeCard.ts';

export type EmployeeCardRouteProps = {
  /** The id from the link (/lender/kosh/{user_id}). */
  userId: string;
  /** The app passes the API-backed loader; stories and tests a fake. */
  loadEmployeeCard: LoadEmployeeCard;
};

export function EmployeeCardRoute({ userId, loadEmployeeCard }: EmployeeCardRouteProps) {
  const { state, retry } = useEmployeeCard(userId, loadEmployeeCard);
  return <EmployeeCardView state={state} onRetry={retry} />;
}
