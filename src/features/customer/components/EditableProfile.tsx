import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useMemo } from 'react';
import type { CustomerProfile, ProfileEditActors } from '../../../../machines/profileEdit/index.ts';
import { customerPageQueries, type MainQueries } from '../customerQueries.ts';
import { commentLists } from '../profileSections.ts';
import { type ProfileEditProps, useProfileEdit, useProfileEditCalls } from '../useProfileEdit.ts';
import { ProfilePanel } from './ProfilePanel.tsx';

// The employer block and its dialog are the employers feature's, loaded beside the profile.
const EmployerBlock = lazy(() =>
  import('../../employers/index.ts').then((m) => ({ default: m.EmployerBlock })),
);

type EditingProps = ProfileEditProps & { busy: boolean };

/** The profile with its edits: the statechart's model rendered by the profile panel. */
export function ProfileEditing(
  props: EditingProps & {
    actors: ProfileEditActors;
    onSaved: (profile: CustomerProfile) => void;
    employer?: ReactNode;
  },
) {
  const edit = useProfileEdit(props, props.actors, props.onSaved);
  return (
    <ProfilePanel profile={props.profile} busy={props.busy} edit={edit} employer={props.employer} />
  );
}

/** On the page: the calls over its client, and a saved profile becomes the current one. */
export function EditableProfile({ queries, ...props }: EditingProps & { queries: MainQueries }) {
  const actors = useProfileEditCalls(queries);
  const client = useQueryClient();
  const { username } = props;
  const onSaved = useCallback(
    (profile: CustomerProfile) =>
      client.setQueryData(customerPageQueries(queries, username).profile(null).queryKey, profile),
    [client, queries, username],
  );
  const onEmployerChanged = useCallback(
    () =>
      void client.invalidateQueries({
        queryKey: customerPageQueries(queries, username).profile(null).queryKey,
      }),
    [client, queries, username],
  );
  const { profile } = props;
  const comments = useMemo(
    () =>
      commentLists(profile)
        .flatMap((list) => list.comments)
        .toSorted((a, b) => b.created_at.localeCompare(a.created_at))
        .map((c) => c.comment),
    [profile],
  );
  const employer = (
    <Suspense fallback={null}>
      <EmployerBlock
        queries={queries}
        username={username}
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
        onChanged={onEmployerChanged}
      />
    </Suspense>
  );
  return <ProfileEditing {...props} actors={actors} onSaved={onSaved} employer={employer} />;
}
