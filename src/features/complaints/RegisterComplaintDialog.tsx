import { useEffect, useId, useRef } from 'react';
import {
  type ComplaintCategory,
  type RegisterComplaintModel,
  REGISTER_COMPLAINT_TEXTS as T,
} from '../../../machines/registerComplaint/index.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { DialogFormFoot } from '../../ui/DialogFormFoot.tsx';

const CATEGORIES = Object.keys(T.categories) as ComplaintCategory[];
const FIELD =
  'rounded-md border border-slate-300 px-2 py-2 text-sm read-only:bg-slate-100 aria-invalid:border-red-500';
const LABEL = 'flex flex-col gap-1 text-sm font-medium text-slate-700';

/** The Register complaint dialog: connect() of the machine rendered; it decides nothing itself. */
export function RegisterComplaintDialog({ view }: { view: RegisterComplaintModel }) {
  const mobile = useRef<HTMLInputElement>(null);
  const complaint = useRef<HTMLTextAreaElement>(null);
  // A refusal moves focus to the field it is about.
  useEffect(() => {
    if (view.invalid === 'mobile') mobile.current?.focus();
    if (view.invalid === 'complaint') complaint.current?.focus();
  }, [view.invalid]);
  const alertId = useId();
  const countId = useId();
  return (
    <Dialog open={view.open} title={T.title} onClose={view.onClose} dismissable={view.canClose}>
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (view.canRegister) view.onRegister();
        }}
      >
        <label className={LABEL}>
          {T.mobile}
          <input
            ref={mobile}
            className={FIELD}
            inputMode="numeric"
            autoComplete="off"
            value={view.username}
            maxLength={view.limits.mobile}
            readOnly={view.busy}
            aria-invalid={view.invalid === 'mobile' || undefined}
            aria-describedby={view.invalid === 'mobile' ? alertId : undefined}
            onChange={(event) => view.onMobileChange(event.target.value)}
          />
        </label>
        <label className={LABEL}>
          {T.category}
          <select
            className="rounded-md border border-slate-300 bg-white px-2 py-2 text-sm"
            value={view.category}
            disabled={view.busy}
            onChange={(event) => view.onCategoryChange(event.target.value as ComplaintCategory)}
          >
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {T.categories[category]}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-col gap-1">
          <label className={LABEL}>
            {T.complaint}
            <textarea
              ref={complaint}
              className={FIELD}
              rows={4}
              value={view.complaint}
              maxLength={view.limits.complaint}
              readOnly={view.busy}
              aria-invalid={view.invalid === 'complaint' || undefined}
              aria-describedby={view.invalid === 'complaint' ? `${countId} ${alertId}` : countId}
              onChange={(event) => view.onComplaintChange(event.target.value)}
            />
          </label>
          <span id={countId} className="text-xs text-slate-500">
            {T.charactersLeft(view.limits.complaint - view.complaint.length)}
          </span>
        </div>
        <DialogFormFoot
          alertId={alertId}
          alert={view.alert}
          notice={view.notice}
          busy={view.busy}
          cancelLabel={T.cancel}
          canClose={view.canClose}
          onClose={view.onClose}
          submitLabel={T.register}
          canSubmit={view.canRegister}
        />
      </form>
    </Dialog>
  );
}
