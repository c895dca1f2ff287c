import { useEffect, useId, useRef } from 'react';
import {
  type CreateJobModel,
  type JobType,
  CREATE_JOB_TEXTS as T,
} from '../../../machines/createJob/index.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { DialogFormFoot } from '../../ui/DialogFormFoot.tsx';

const TYPES = Object.keys(T.types) as JobType[];
const FIELD =
  'rounded-md border border-slate-300 px-2 py-2 text-sm read-only:bg-slate-100 aria-invalid:border-red-500';
const LABEL = 'flex flex-col gap-1 text-sm font-medium text-slate-700';

/** The Create job dialog: connect() of the machine rendered; it decides nothing itself. */
export function CreateJobDialog({ view }: { view: CreateJobModel }) {
  const days = useRef<HTMLInputElement>(null);
  const channel = useRef<HTMLInputElement>(null);
  const message = useRef<HTMLTextAreaElement>(null);
  // A refusal moves focus to the field it is about.
  useEffect(() => {
    if (view.invalid === 'days') days.current?.focus();
    if (view.invalid === 'channel') channel.current?.focus();
    if (view.invalid === 'message') message.current?.focus();
  }, [view.invalid]);
  const alertId = useId();
  const hintId = useId();
  const describedBy = (field: CreateJobModel['invalid']) =>
    view.invalid === field ? alertId : undefined;
  return (
    <Dialog open={view.open} title={T.title} onClose={view.onClose} dismissable={view.canClose}>
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (view.canCreate) view.onCreate();
        }}
      >
        <div className="flex flex-col gap-1">
          <label className={LABEL}>
            {T.type}
            <select
              className="rounded-md border border-slate-300 bg-white px-2 py-2 text-sm"
              value={view.type}
              disabled={view.busy}
              aria-describedby={hintId}
              onChange={(event) => view.onTypeChange(event.target.value as JobType)}
            >
              {TYPES.map((type) => (
                <option key={type} value={type}>
                  {T.types[type]}
                </option>
              ))}
            </select>
          </label>
          <span id={hintId} className="text-xs text-slate-500">
            {T.typeHints[view.type]}
          </span>
        </div>
        {view.type === 'reminder_sweep' ? (
          <label className={LABEL}>
            {T.days}
            <input
              ref={days}
              className={FIELD}
              inputMode="numeric"
              autoComplete="off"
              value={view.days}
              maxLength={3}
              readOnly={view.busy}
              aria-invalid={view.invalid === 'days' || undefined}
              aria-describedby={describedBy('days')}
              onChange={(event) => view.onDaysChange(event.target.value)}
            />
          </label>
        ) : (
          <>
            <label className={LABEL}>
              {T.channel}
              <input
                ref={channel}
                className={FIELD}
                autoComplete="off"
                value={view.channel}
                maxLength={view.limits.channelName}
                readOnly={view.busy}
                aria-invalid={view.invalid === 'channel' || undefined}
                aria-describedby={describedBy('channel')}
                onChange={(event) => view.onChannelChange(event.target.value)}
              />
            </label>
            <label className={LABEL}>
              {T.message}
              <textarea
                ref={message}
                className={FIELD}
                rows={3}
                value={view.message}
                maxLength={view.limits.message}
                readOnly={view.busy}
                aria-invalid={view.invalid === 'message' || undefined}
                aria-describedby={describedBy('message')}
                onChange={(event) => view.onMessageChange(event.target.value)}
              />
            </label>
          </>
        )}
        <DialogFormFoot
          alertId={alertId}
          alert={view.alert}
          notice={view.notice}
          busy={view.busy}
          cancelLabel={T.cancel}
          canClose={view.canClose}
          onClose={view.onClose}
          submitLabel={T.create}
          canSubmit={view.canCreate}
        />
      </form>
    </Dialog>
  );
}
