import {
  type EmployerDetailsModel,
  EMPLOYER_DETAILS_TEXTS as T,
} from '../../../../machines/employerDetails/index.ts';
import {
  EMPLOYER_ADDRESS_FIELDS,
  EMPLOYER_RATINGS,
  type EmployerRating,
} from '../../../domain/employers.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { TextField } from '../../../ui/TextField.tsx';

const LABELS = {
  employer_address: 'Employer Address',
  employer_address_landmark: 'Employer Landmark',
  employer_address_city: 'Employer City',
  employer_address_state: 'Employer State',
  employer_address_pin: 'Employer Pin',
} as const;

/**
 * The profile's employer, Verified or Unverified, with what the user may do to it (the
 * statechart's model): Edit, Verify, Change Name and the rating. `children` is whatever else the
 * block offers (the employer search dialog's button).
 */
export function EmployerDetailsView({
  view,
  children,
}: {
  view: EmployerDetailsModel;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2" aria-busy={view.busy}>
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${
            view.verified ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-800'
          }`}
        >
          {view.verified ? T.verified : T.unverified}
        </span>
        {view.can.edit ? (
          <Button variant="link" onClick={view.onEdit}>
            {T.edit}
          </Button>
        ) : null}
        {view.can.verify ? (
          <Button variant="link" onClick={view.onVerify}>
            {T.verify}
          </Button>
        ) : null}
        {view.can.replace ? (
          <Button variant="link" onClick={view.onReplace}>
            {T.replace}
          </Button>
        ) : null}
        {view.can.rename ? (
          <Button variant="link" onClick={view.onRename}>
            {T.rename}
          </Button>
        ) : null}
        {children}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <span className="text-slate-600">{T.rating}</span>
        <select
          value={view.rating ?? ''}
          disabled={!view.can.rate}
          onChange={(e) => view.onRate(e.target.value as EmployerRating)}
          className="rounded-md border border-slate-300 px-2 py-1"
        >
          <option value="" disabled>
            —
          </option>
          {EMPLOYER_RATINGS.map((r) => (
            <option key={r} value={r}>
              {T.ratings[r]}
            </option>
          ))}
        </select>
      </label>
      {view.busy ? <p role="status">{T.saving}</p> : null}
      {view.error ? (
        <p role="alert" className="text-sm text-red-700">
          {view.error}
        </p>
      ) : null}
      {view.editing ? (
        <div className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
          {EMPLOYER_ADDRESS_FIELDS.map((field) => (
            <TextField
              key={field}
              label={LABELS[field]}
              value={view.draft[field]}
              onValueChange={(value) => view.onField(field, value)}
              disabled={view.busy}
            />
          ))}
          <div className="flex gap-2">
            <Button onClick={view.onSave} disabled={!view.can.save}>
              {T.save}
            </Button>
            <Button variant="secondary" onClick={view.onCancel} disabled={view.busy}>
              {T.cancel}
            </Button>
          </div>
        </div>
      ) : null}
      {view.renaming ? (
        <div className="flex flex-wrap items-end gap-2">
          <TextField
            label={T.name}
            value={view.nameDraft}
            onValueChange={view.onName}
            disabled={view.busy}
          />
          <Button onClick={view.onSaveName} disabled={!view.can.saveName}>
            {T.saveName}
          </Button>
          <Button variant="secondary" onClick={view.onCancel} disabled={view.busy}>
            {T.cancel}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={view.confirming}
        title={T.confirmTitle}
        message={T.confirmText}
        confirmLabel={T.ok}
        cancelLabel={T.cancel}
        onConfirm={view.onConfirm}
        onCancel={view.onDecline}
      />
      <ConfirmDialog
        open={view.confirmingReplace}
        title={T.replaceTitle}
        message={T.replaceConfirm}
        confirmLabel={T.ok}
        cancelLabel={T.cancel}
        onConfirm={view.onConfirmReplace}
        onCancel={view.onDeclineReplace}
      />
    </div>
  );
}
