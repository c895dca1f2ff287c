import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import {
  connectLoanshareChecks,
  type LoanshareChecksActors,
  type LoanshareChecksInput,
  loanshareChecksMachine,
} from '../../../../../machines/loanshareChecks/index.ts';
import { useView } from '../../../../ui/hooks/useView.ts';
import { ChecksFieldset } from './ChecksFieldset.tsx';

export type ShareChecksProps = LoanshareChecksInput & {
  name: string;
  setLoanshareCheck: LoanshareChecksActors['setLoanshareCheck'];
};

/** Runs one co-borrower's checks (its input is read once: the machine holds what was saved). */
export function ShareChecks({ name, setLoanshareCheck, ...input }: ShareChecksProps) {
  const [logic] = useState(() => loanshareChecksMachine.provide({ actors: { setLoanshareCheck } }));
  const actor = useActorRef(logic, { input });
  const view = useView(actor, (snapshot) => connectLoanshareChecks(snapshot, actor.send))!;
  return <ChecksFieldset view={view} name={name} />;
}
