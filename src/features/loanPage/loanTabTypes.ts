import type { StaffProfile } from '../../../machines/appSession/index.ts';
import type { RoleFlags } from '../../domain/access/roles.ts';
import type { LoanRecord } from '../../domain/loanPage.ts';

/** What every tab of the loan page is given (each reads its own server state). */
export type LoanTabProps = { loan: LoanRecord; me: StaffProfile; flags: RoleFlags };
