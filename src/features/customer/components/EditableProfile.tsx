import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import type { CustomerProfile, ProfileEditActors } from '../../../../machines/profileEdit/index.ts';
import { customerPageQueries, type MainQueries } from '../customerQueries.ts';
import { type ProfileEditProps, useProfileEdit, useProfileEditCalls } from '../useProfileEdit.ts';
import { ProfileEmployer } from './ProfileEmployer.tsx';
import { ProfilePanel } from './ProfilePanel.tsx';

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
  const employer = (
    <ProfileEmployer
      queries={queries}
      profile={props.profile}
      flags={props.flags}
      current={props.current}
      onChanged={onEmployerChanged}
    />
  );
  return <ProfileEditing {...props} actors={actors} onSaved={onSaved} employer={employer} />;
}
