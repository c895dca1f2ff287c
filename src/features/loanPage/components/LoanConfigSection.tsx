import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import {
  connectLoanConfig,
  type LoanConfigActors,
  loanConfigMachine,
} from '../../../../machines/loanConfig/index.ts';
import type { LoanRecord } from '../../../domain/loanPage.ts';
import { useView } from '../../../ui/hooks/useView.ts';
import { createLoanConfigActors } from '../loanConfigCalls.ts';
import type { MainQueries } from '../loanQueries.ts';
import { loanPageQueries } from '../loanQueries.ts';
import { LoanConfigForm } from './LoanConfigForm.tsx';

export type LoanConfigSectionProps = {
  queries: MainQueries;
  loan: LoanRecord;
  lenders: readonly string[];
  /** Given by tests and stories; the app saves through the v1 client. */
  saveLoanConfig?: LoanConfigActors['saveLoanConfig'];
};

/** Creates the form's actor; a save puts the saved loan on the page (header, tabs, the jump). */
export function LoanConfigSection(props: LoanConfigSectionProps) {
  const client = useQueryClient();
  const [logic] = useState(() =>
    loanConfigMachine.provide({
      actors: {
        saveLoanConfig:
          props.saveLoanConfig ?? createLoanConfigActors(props.queries).saveLoanConfig,
      },
      actions: {
        reportSaved: (_, { loan }) =>
          client.setQueryData(loanPageQueries(props.queries, loan.id).loan.queryKey, loan),
      },
    }),
  );
  const actor = useActorRef(logic, {
    input: {
      loanId: props.loan.id,
      lender: props.loan.default_lender,
      emiStartDate: props.loan.emi_start_date,
    },
  });
  const view = useView(actor, (snapshot) => connectLoanConfig(snapshot, actor.send))!;
  return <LoanConfigForm view={view} lenders={props.lenders} />;
}
