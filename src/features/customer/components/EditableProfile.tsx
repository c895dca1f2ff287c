import { type ProfileEditProps, useProfileEdit } from '../useProfileEdit.ts';
import { ProfilePanel } from './ProfilePanel.tsx';

/** The profile with its edits: the statechart's model rendered by the profile panel. */
export function EditableProfile(props: ProfileEditProps & { busy: boolean }) {
  const edit = useProfileEdit(props);
  return <ProfilePanel profile={props.profile} busy={props.busy} edit={edit} />;
}
