import type { ReactNode } from 'react';
import {
  PROFILE_EDIT_TEXTS as E,
  type ProfileEditModel,
} from '../../../../machines/profileEdit/index.ts';
import { formatDateTime } from '../../../domain/format.ts';
import { Button } from '../../../ui/Button.tsx';
import { CUSTOMER_PAGE_TEXTS as T } from '../customerPageTexts.ts';
import type { CustomerProfile } from '../customerTypes.ts';
import { commentLists, type ProfileField, profileSections } from '../profileSections.ts';
import { ProfileFieldEditor } from './ProfileFieldEditor.tsx';

const EMPLOYMENT = 'Employment';

/**
 * The profile tab: labelled groups of fields, then the staff comment lists. With `edit`, the
 * fields the user may change offer Edit, and the employee-id validity its switch.
 */
export function ProfilePanel({
  profile,
  busy,
  edit,
  employer,
}: {
  profile: CustomerProfile;
  busy: boolean;
  edit?: ProfileEditModel;
  /** The employer's Verified/Unverified block, shown under the Employment heading. */
  employer?: ReactNode;
}) {
  return (
    <div aria-busy={busy} className={`flex flex-col gap-4 ${busy ? 'opacity-60' : ''}`}>
      {edit?.notice ? (
        <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
          {edit.notice}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        {profileSections(profile).map((section) => (
          <section
            key={section.title}
            aria-label={section.title}
            className="rounded-md border border-slate-200 bg-white p-4"
          >
            <h2 className="mb-2 font-semibold text-slate-800">{section.title}</h2>
            {section.title === EMPLOYMENT && employer ? (
              <div className="mb-2">{employer}</div>
            ) : null}
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
              {section.fields.map((field) => (
                <div key={field.label} className="contents">
                  <dt className="text-slate-500">{field.label}</dt>
                  <dd className="text-slate-900">
                    <FieldValue field={field} edit={edit} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {commentLists(profile).map((list) => (
          <section
            key={list.title}
            aria-label={list.title}
            className="rounded-md border border-slate-200 bg-white p-4"
          >
            <h2 className="mb-2 font-semibold text-slate-800">{list.title}</h2>
            {list.comments.length ? (
              <ul className="flex flex-col gap-2 text-sm">
                {list.comments.map((c) => (
                  <li key={`${c.created_at}-${c.added_by}-${c.comment}`}>
                    <p className="text-slate-900">{c.comment}</p>
                    <p className="text-xs text-slate-500">
                      {c.added_by} · {formatDateTime(c.created_at)}
                      {c.loan_id !== null ? ` · Loan ${c.loan_id}` : ''}
                    </p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-500">{T.noComments}</p>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}

/** A field's value, or its editor while open; Edit or the switch where the user may use them. */
export function FieldValue({
  field,
  edit,
}: {
  field: ProfileField;
  edit: ProfileEditModel | undefined;
}) {
  if (edit && field.field && edit.field === field.field) return <ProfileFieldEditor edit={edit} />;
  if (edit && field.toggle && edit.showToggle) {
    return (
      <span className="flex flex-col gap-1">
        <button
          type="button"
          role="switch"
          aria-checked={edit.employeeIdValid}
          aria-label={E.employeeIdValid}
          aria-busy={edit.toggling}
          disabled={!edit.canToggle}
          onClick={edit.onToggleEmployeeId}
          className="flex w-fit items-center gap-2 rounded-md border border-slate-300 px-2 py-1 disabled:opacity-60"
        >
          <span
            aria-hidden="true"
            className={`h-3 w-3 rounded-full ${edit.employeeIdValid ? 'bg-green-600' : 'bg-slate-400'}`}
          />
          {field.value}
        </button>
        {edit.error && edit.field === null ? (
          <span role="alert" className="text-xs text-red-600">
            {edit.error}
          </span>
        ) : null}
      </span>
    );
  }
  if (!edit?.canEdit || !field.field) return <>{field.value}</>;
  const { field: name, raw = '' } = field;
  return (
    <span className="flex flex-wrap items-baseline gap-2">
      {field.value}
      <Button
        variant="link"
        aria-label={E.edit(field.label)}
        onClick={() => edit.onEdit(name, raw)}
      >
        {T.edit}
      </Button>
    </span>
  );
}
