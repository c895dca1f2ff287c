import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import {
  connectEmployerPick,
  type EmployerPickActors,
  employerPickMachine,
} from '../../../machines/employerPick/index.ts';
import { useView } from '../../ui/hooks/useView.ts';
import { alert } from '../../ui/toast/index.ts';
import { EmployerPickDialog } from './components/EmployerPickDialog.tsx';
import { createEmployerPickActors, type MainQueries } from './employerCalls.ts';

export type EmployerPickHostProps = {
  queries: MainQueries;
  username: string;
  /** The customer's comments, newest first (the one 'Okay' reuses comes from them). */
  comments: readonly string[];
  /** The profile's employer address the pick replaces, when that is the aim. */
  replacing?: number;
  /** After 'Okay': the profile read is asked again. */
  onChanged: () => void;
  onClose: () => void;
  /** Given by tests; the app calls through the v1 client. */
  actors?: EmployerPickActors;
};

/** Creates the employer search dialog's actor (one per opening) and renders it. */
export function EmployerPickHost(props: EmployerPickHostProps) {
  const [logic] = useState(() =>
    employerPickMachine.provide({
      actors: props.actors ?? createEmployerPickActors(props.queries),
      actions: {
        toast: (_, params) => {
          for (const text of params.texts) alert(text, { kind: 'success' });
        },
        employerChanged: () => {
          props.onChanged();
          props.onClose();
        },
      },
    }),
  );
  const actor = useActorRef(logic, {
    input: {
      username: props.username,
      comments: props.comments,
      replacing: props.replacing ?? null,
    },
  });
  const view = useView(actor, (snapshot) => connectEmployerPick(snapshot, actor.send))!;
  return <EmployerPickDialog view={view} onClose={props.onClose} />;
}

export default EmployerPickHost;
