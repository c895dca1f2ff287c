export { EmployeeCardRoute, type EmployeeCardRouteProps } from './EmployeeCardRoute.tsx';
export { EmployeeCardView, type EmployeeCardViewProps } from './EmployeeCardView.tsx';
export { formatJoiningDate } from './employeeCardFormat.ts';
export {
  createPublicCalls,
  type GetPosition,
  type PublicCalls,
  type SubmitReferral,
} from './publicCalls.ts';
export { ReferralRoute, type ReferralRouteProps } from './ReferralRoute.tsx';
export { ReferralView, type ReferralViewProps } from './ReferralView.tsx';
export {
  type EmployeeCard,
  type EmployeeCardState,
  type LoadEmployeeCard,
  useEmployeeCard,
} from './useEmployeeCard.ts';
