import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import {
  connectLoanComment,
  type LoanCommentActors,
  type LoanCommentInput,
  loanCommentMachine,
} from '../../../machines/loanComment/index.ts';
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
  const added = useRef(onAdded);
  added.current = onAdded;
  useEffect(() => {
    // Once per stored comment: on entering 'added', not on each snapshot while it shows.
    let shown = false;
    const subscription = actor.subscribe((snapshot) => {
      const now = snapshot.matches({ form: 'added' });
      if (now && !shown) added.current?.();
      shown = now;
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  const view = useView(actor, (snapshot) => connectLoanComment(snapshot, actor.send))!;
  return <LoanCommentForm view={view} />;
}
