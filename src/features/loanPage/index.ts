// What the app needs of the loan page: the route component.
export { LoanPageRoute, type LoanPageRouteProps } from './LoanPageRoute.tsx';
