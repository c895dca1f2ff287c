import { useActorRef } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import {
  connectEmployerDetails,
  type EmployerDetailsActors,
  type EmployerDetailsInput,
  employerDetailsMachine,
} from '../../../machines/employerDetails/index.ts';
import type { EmployerPickActors } from '../../../machines/employerPick/index.ts';
import { canAddEmployer } from '../../domain/access/customerPage.ts';
import type { RoleFlags } from '../../domain/access/roles.ts';
import type { EmployerAddressDraft, EmployerRating } from '../../domain/employers.ts';
import { Button } from '../../ui/Button.tsx';
import { useView } from '../../ui/hooks/useView.ts';
import { alert } from '../../ui/toast/index.ts';
import { EmployerDetailsView } from './components/EmployerDetailsView.tsx';
import { createEmployerDetailsActors, type MainQueries } from './employerCalls.ts';
import { EMPLOYERS_TEXTS as T } from './employersTexts.ts';

const EmployerPickHost = lazy(() => import('./EmployerPickHost.tsx'));

export type EmployerBlockProps = {
  queries: MainQueries;
  username: string;
  flags: RoleFlags;
  /** The current version is on screen (an old one is read-only). */
  current: boolean;
  detailsId: number | null;
  employerName: string | null;
  verified: boolean;
  rating: EmployerRating | null;
  address: EmployerAddressDraft;
  comments: readonly string[];
  onChanged: () => void;
  /** Given by tests; the app saves through the v1 client. */
  actors?: EmployerDetailsActors;
  /** Given by tests: the employer search dialog's calls. */
  pickActors?: EmployerPickActors;
};

/**
 * The profile's employer as Verified or Unverified (spec part 1 §4) with its edit, verify,
 * name and rating, and 'Add Sub-employer' opening the employer search dialog for the roles that
 * may (part 1 §6); the same dialog picks the replacement of an unverified employer once the
 * user has confirmed. The dialog is its own chunk, loaded on the first press. An old version is
 * shown, not changed.
 */
export function EmployerBlock(props: EmployerBlockProps) {
  const [open, setOpen] = useState(false);
  const input: EmployerDetailsInput = {
    // An old version is read-only: no right applies to it.
    flags: props.current ? props.flags : ({} as RoleFlags),
    detailsId: props.detailsId,
    verified: props.verified,
    name: props.employerName ?? '',
    rating: props.rating,
    saved: props.address,
  };
  const [logic] = useState(() =>
    employerDetailsMachine.provide({
      actors: props.actors ?? createEmployerDetailsActors(props.queries),
      actions: {
        toast: (_, params) => alert(params.text, { kind: 'success' }),
        employerChanged: props.onChanged,
      },
    }),
  );
  const actor = useActorRef(logic, { input });
  const view = useView(actor, (snapshot) => connectEmployerDetails(snapshot, actor.send))!;
  const mayAdd = props.current && canAddEmployer(props.flags);
  return (
    <EmployerDetailsView view={view}>
      {mayAdd ? (
        <Button variant="link" onClick={() => setOpen(true)}>
          {T.addSubEmployer}
        </Button>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <EmployerPickHost
            queries={props.queries}
            username={props.username}
            comments={props.comments}
            onChanged={props.onChanged}
            onClose={() => setOpen(false)}
            actors={props.pickActors}
          />
        </Suspense>
      ) : null}
      {view.replacing !== null ? (
        <Suspense fallback={null}>
          <EmployerPickHost
            queries={props.queries}
            username={props.username}
            comments={props.comments}
            replacing={view.replacing}
            onChanged={view.onReplaced}
            onClose={view.onReplaceClosed}
            actors={props.pickActors}
          />
        </Suspense>
      ) : null}
    </EmployerDetailsView>
  );
}
