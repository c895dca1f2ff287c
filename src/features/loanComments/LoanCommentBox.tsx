import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import {
  connectLoanComment,
  type LoanCommentActors,
  type LoanCommentInput,
  loanCommentMachine,
} from '../../../machines/loanComment/index.ts';
import { useOnEnter } from '../../ui/hooks/useOnEnter.ts';
import { useView } from '../../ui/hooks/useView.ts';
import { LoanCommentForm } from './LoanCommentForm.tsx';

export type LoanCommentBoxProps = LoanCommentInput & {
  /** The save (createLoanCommentActors over the plain v1 client, or a fake). */
  actors: LoanCommentActors;
  /** Told each time a comment is stored, so a page listing the comments reads them again. */
  onAdded?: () => void;
};

/**
 * A loan comment of one kind on one customer's loans: creates the actor and renders its form.
 * Key it by the case (or loan page) so another customer starts afresh.
 */
export function LoanCommentBox({ actors, onAdded, ...input }: LoanCommentBoxProps) {
  const [logic] = useState(() => loanCommentMachine.provide({ actors }));
  const actor = useActorRef(logic, { input });
  useOnEnter(actor, (snapshot) => snapshot.matches({ form: 'added' }), onAdded);
  const view = useView(actor, (snapshot) => connectLoanComment(snapshot, actor.send))!;
  return <LoanCommentForm view={view} />;
}
