import { useId, useRef } from 'react';
import {
  type AutomatedChannel,
  type MessageSchedulerModel,
  type ScheduleRepeat,
  MESSAGE_SCHEDULER_TEXTS as T,
} from '../../../machines/messageScheduler/index.ts';
import { Button } from '../../ui/Button.tsx';
import { useFocusAfterBusy } from '../../ui/hooks/useFocusAfterBusy.ts';

export type ScheduleFormProps = {
  view: MessageSchedulerModel;
  /** The automated channels the user may schedule into (allowed-automated-channels). */
  channels: readonly AutomatedChannel[];
};

const REPEATS = Object.entries(T.repeats) as [ScheduleRepeat, string][];
const field = 'rounded-md border border-slate-300 bg-white px-2 py-2 text-sm disabled:bg-slate-100';

/** The schedule form: connect() of the machine rendered; it decides nothing itself. */
export function ScheduleForm({ view, channels }: ScheduleFormProps) {
  const headingId = useId();
  const textId = useId();
  const channelRef = useRef<HTMLSelectElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  // The submit button is locked while saving: Retry after a failure, else the next entry.
  useFocusAfterBusy(view.saving, retryRef, channelRef);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {T.formHeading}
      </h2>
      {channels.length === 0 ? <p className="text-sm text-slate-600">{T.noChannels}</p> : null}
      <div className="grid gap-3 md:grid-cols-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {T.channel}
          <select
            ref={channelRef}
            className={field}
            value={view.channel}
            disabled={view.saving}
            onChange={(event) => view.onChannelChange(event.target.value)}
          >
            <option value="">{T.pickChannel}</option>
            {channels.map((channel) => (
              <option key={channel.name} value={channel.name}>
                {channel.display_name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {T.sendAt}
          <input
            type="datetime-local"
            step={1}
            className={field}
            value={view.sendAt}
            readOnly={view.saving}
            onChange={(event) => view.onTimeChange(event.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {T.repeat}
          <select
            className={field}
            value={view.repeat}
            disabled={view.saving}
            onChange={(event) => view.onRepeatChange(event.target.value as ScheduleRepeat)}
          >
            {REPEATS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={textId} className="text-sm font-medium text-slate-700">
          {T.message}
        </label>
        <textarea
          id={textId}
          rows={3}
          maxLength={view.maxLength}
          readOnly={view.saving}
          className="rounded-md border border-slate-300 px-2 py-2 text-sm read-only:bg-slate-100"
          value={view.text}
          onChange={(event) => view.onTextChange(event.target.value)}
        />
        <p className="self-end text-xs text-slate-500">
          {view.text.length}/{view.maxLength}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={view.onSchedule} busy={view.saving} disabled={!view.canSchedule}>
          {T.schedule}
        </Button>
        {view.alert ? (
          <p role="alert" className="text-sm text-red-700">
            {view.alert}
          </p>
        ) : null}
        {view.canRetry ? (
          <Button ref={retryRef} variant="secondary" onClick={view.onRetry}>
            {T.retry}
          </Button>
        ) : null}
        {view.saving ? (
          <p role="status" className="text-sm text-slate-600">
            {T.scheduling}
          </p>
        ) : null}
        {view.notice ? (
          <p role="status" className="text-sm text-green-700">
            {view.notice}
          </p>
        ) : null}
      </div>
    </section>
  );
}
