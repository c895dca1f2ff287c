import { BureauPanel } from '../../bureau/index.ts';
import type { CustomerTabProps } from '../customerTypes.ts';

/** The Bureau tab (#cibil): the bureau feature's panel for this customer and version. */
export function BureauTab(props: CustomerTabProps) {
  return <BureauPanel {...props} />;
}
