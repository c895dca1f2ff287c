import { CreditProfilePanel } from '../../bureau/index.ts';
import type { CustomerTabProps } from '../customerTypes.ts';

/** The Credit Profile tab (#credit): the bureau feature's credit profile for this customer and version. */
export function CreditTab(props: CustomerTabProps) {
  return <CreditProfilePanel {...props} />;
}
