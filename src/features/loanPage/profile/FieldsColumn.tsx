import type { ProfileEditActors } from '../../../../machines/profileEdit/index.ts';
import type { RoleFlags } from '../../../domain/access/roles.ts';
import {
  type CustomerProfile,
  FieldValue,
  type MainQueries,
  ProfileEmployer,
  type ProfileField,
  useProfileEdit,
} from '../../customer/index.ts';
import { type GridColumn, GridColumnFrame } from './CoborrowerGrid.tsx';

type ColumnProps = {
  section: string;
  column: GridColumn;
  labels: readonly string[];
  fields: readonly ProfileField[];
};

/** A column with nothing to change: its values as read. */
export function ReadOnlyColumn(props: ColumnProps) {
  return (
    <GridColumnFrame
      {...props}
      cells={props.fields.map((field) => (
        <FieldValue key={field.label} field={field} edit={undefined} />
      ))}
    />
  );
}

/**
 * A column whose fields may be edited (part 1 §6 'Most other profile fields', the employee-id
 * validity): one profile edit of this co-borrower, through the customer page's machinery. The
 * employment column also hosts the co-borrower's employer block as its last row.
 */
export function EditableColumn(
  props: ColumnProps & {
    profile: CustomerProfile;
    flags: RoleFlags;
    actors: ProfileEditActors;
    onSaved: (profile: CustomerProfile) => void;
    /** With queries, the employer flow in the last row; onEmployerChanged reads the profiles again. */
    employer?: { queries: MainQueries; onChanged: () => void };
  },
) {
  const { profile, flags } = props;
  const edit = useProfileEdit(
    { username: profile.username, flags, current: true, profile },
    props.actors,
    props.onSaved,
  );
  const cells = props.fields.map((field) => (
    <FieldValue key={field.label} field={field} edit={edit} />
  ));
  if (props.employer) {
    cells.push(
      <ProfileEmployer
        key="employer"
        queries={props.employer.queries}
        profile={profile}
        flags={flags}
        current
        onChanged={props.employer.onChanged}
      />,
    );
  }
  const note = edit.notice ? (
    <p role="status" className="text-xs text-green-700">
      {edit.notice}
    </p>
  ) : null;
  return <GridColumnFrame {...props} cells={cells} note={note} />;
}
