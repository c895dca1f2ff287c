import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import {
  connectEarlyPay,
  type EarlyPayActors,
  type EarlyPayLoan,
  earlyPayMachine,
} from '../../../../machines/earlyPay/index.ts';
import { fromAbortable } from '../../../platform/abortableActor.ts';
import { useView } from '../../../ui/hooks/useView.ts';
import type { ActionQueries } from './actionQueries.ts';
import { EarlyPayForm } from './EarlyPayForm.tsx';

export type EarlyPaySectionProps = {
  username: string;
  loans: readonly EarlyPayLoan[];
  calls: ActionQueries;
  /** Given by tests and stories; the app asks the server through the query client. */
  fetchEarlyPayAmount?: EarlyPayActors['fetchEarlyPayAmount'];
  disabledReason?: string | null;
};

/** Creates the early-pay actor over the loans read, and renders its form. */
export function EarlyPaySection({
  username,
  loans,
  calls,
  fetchEarlyPayAmount,
  disabledReason = null,
}: EarlyPaySectionProps) {
  const client = useQueryClient();
  const [logic] = useState(() =>
    earlyPayMachine.provide({
      actors: {
        fetchEarlyPayAmount:
          fetchEarlyPayAmount ??
          fromAbortable(async ({ input, signal }) => {
            const options = calls.earlyPay(input.loan_id, input.date);
            // Always asked afresh: the amount depends on today's repayments.
            const data = await client.fetchQuery({ ...options, staleTime: 0 });
            if (signal.aborted) throw signal.reason;
            return data;
          }),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { username, loans } });
  const view = useView(actor, (snapshot) => connectEarlyPay(snapshot, actor.send))!;
  return <EarlyPayForm view={view} disabledReason={disabledReason} />;
}
