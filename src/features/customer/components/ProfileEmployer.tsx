import { lazy, Suspense, useMemo } from 'react';
import type { RoleFlags } from '../../../domain/access/roles.ts';
import type { MainQueries } from '../customerQueries.ts';
import type { CustomerProfile } from '../customerTypes.ts';
import { commentLists } from '../profileSections.ts';

// The employer block and its dialog are the employers feature's, loaded beside the profile.
const EmployerBlock = lazy(() =>
  import('../../employers/index.ts').then((m) => ({ default: m.EmployerBlock })),
);

/**
 * A profile's employer block (Verified/Unverified, edit, verify, rating, sub-employer), fed from
 * the profile; the customer page and each co-borrower of the loan page host it.
 */
export function ProfileEmployer(props: {
  queries: MainQueries;
  profile: CustomerProfile;
  flags: RoleFlags;
  current: boolean;
  onChanged: () => void;
}) {
  const { profile } = props;
  // The comments the employer flow may reuse: newest first, every kind.
  const comments = useMemo(
    () =>
      commentLists(profile)
        .flatMap((list) => list.comments)
        .toSorted((a, b) => b.created_at.localeCompare(a.created_at))
        .map((c) => c.comment),
    [profile],
  );
  return (
    <Suspense fallback={null}>
      <EmployerBlock
        queries={props.queries}
        username={profile.username}
        flags={props.flags}
        current={props.current}
        key={`${profile.employer_details_id}-${profile.employer_details_valid}-${profile.employer_name}-${profile.rating}`}
        detailsId={profile.employer_details_id}
        employerName={profile.employer_name}
        verified={profile.employer_details_valid}
        rating={profile.rating}
        address={{
          employer_address: profile.employer_address ?? '',
          employer_address_landmark: profile.employer_address_landmark ?? '',
          employer_address_city: profile.employer_address_city ?? '',
          employer_address_state: profile.employer_address_state ?? '',
          employer_address_pin: profile.employer_address_pin ?? '',
        }}
        comments={comments}
        onChanged={props.onChanged}
      />
    </Suspense>
  );
}
