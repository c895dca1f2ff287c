import { lazy, Suspense, useState } from 'react';
import { canAddEmployer } from '../../domain/access/customerPage.ts';
import type { RoleFlags } from '../../domain/access/roles.ts';
import { Button } from '../../ui/Button.tsx';
import type { MainQueries } from './employerCalls.ts';
import { EMPLOYERS_TEXTS as T } from './employersTexts.ts';

const EmployerPickHost = lazy(() => import('./EmployerPickHost.tsx'));

export type EmployerBlockProps = {
  queries: MainQueries;
  username: string;
  flags: RoleFlags;
  /** The current version is on screen (an old one is read-only). */
  current: boolean;
  employerName: string | null;
  verified: boolean;
  comments: readonly string[];
  onChanged: () => void;
};

/**
 * The profile's employer as Verified or Unverified (spec part 1 §4), with 'Add Sub-employer'
 * opening the employer search dialog for the roles that may (part 1 §6). The dialog is its own
 * chunk, loaded on the first press.
 */
export function EmployerBlock(props: EmployerBlockProps) {
  const [open, setOpen] = useState(false);
  const mayAdd = props.current && canAddEmployer(props.flags);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-medium ${
          props.verified ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-800'
        }`}
      >
        {props.verified ? T.verified : T.unverified}
      </span>
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
          />
        </Suspense>
      ) : null}
    </div>
  );
}
