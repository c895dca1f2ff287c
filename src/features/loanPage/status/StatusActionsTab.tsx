import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { StaffProfile } from '../../../../machines/appSession/appSession.types.ts';
import { mainQueries } from '../../../app/queries.ts';
import { api } from '../../../app/services.ts';
import { loanStatusRights } from '../../../domain/access/loanStatusActions.ts';
import type { RoleFlags } from '../../../domain/access/roles.ts';
import type { LoanRecord } from '../../../domain/loanPage.ts';
import { createLoanActors } from '../../loans/index.ts';
import { StatusActionsView } from './StatusActionsView.tsx';
import { createStatusActors } from './statusCalls.ts';

export type StatusActionsTabProps = { loan: LoanRecord; me: StaffProfile; flags: RoleFlags };

/**
 * #statusActions: the tab with the app's calls. A decision makes the page read the loan again
 * (every loan-page read of it), so its new status and decisions show.
 */
export default function StatusActionsTab({ loan, flags }: StatusActionsTabProps) {
  const client = useQueryClient();
  const [actors] = useState(() => ({
    ...createStatusActors(mainQueries),
    decideLoan: createLoanActors(api.mainPlain).decideLoan,
  }));
  const onLoanChanged = useCallback(() => {
    void client.invalidateQueries({ queryKey: ['get', '/loans/{loan_id}'] });
  }, [client]);
  return (
    <StatusActionsView
      loan={loan}
      flags={flags}
      rights={loanStatusRights(flags)}
      queries={mainQueries}
      actors={actors}
      onLoanChanged={onLoanChanged}
    />
  );
}
