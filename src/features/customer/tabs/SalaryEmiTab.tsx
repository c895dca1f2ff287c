import { SalaryEmiPanel } from '../../salaryEmi/index.ts';
import type { CustomerTabProps } from '../customerTypes.ts';

/** The Salary & EMI tab: the panel for this page's one customer. */
export function SalaryEmiTab(props: CustomerTabProps) {
  return <SalaryEmiPanel {...props} />;
}
