import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CustomerProfile, ProfileEditActors } from '../../../../machines/profileEdit/index.ts';
import { customerPageQueries, type MainQueries } from '../customerQueries.ts';
import { type ProfileEditProps, useProfileEdit, useProfileEditCalls } from '../useProfileEdit.ts';
import { ProfilePanel } from './ProfilePanel.tsx';

type EditingProps = ProfileEditProps & { busy: boolean };

/** The profile with its edits: the statechart's model rendered by the profile panel. */
export function ProfileEditing(
  props: EditingProps & {
    actors: ProfileEditActors;
    onSaved: (profile: CustomerProfile) => void;
  },
) {
  const edit = useProfileEdit(props, props.actors, props.onSaved);
  return <ProfilePanel profile={props.profile} busy={props.busy} edit={edit} />;
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
  return <ProfileEditing {...props} actors={actors} onSaved={onSaved} />;
}
