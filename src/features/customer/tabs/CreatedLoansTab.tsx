import { CreatedLoansPanel } from '../../collections/index.ts';
import type { CustomerTabProps } from '../customerTypes.ts';

/** Loans → Created Loans: the collections feature's panel for this customer as group leader. */
export function CreatedLoansTab(props: CustomerTabProps) {
  return <CreatedLoansPanel {...props} />;
}
