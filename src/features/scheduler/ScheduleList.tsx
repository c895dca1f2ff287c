import {
  type MessageSchedulerModel,
  type ScheduledMessage,
  MESSAGE_SCHEDULER_TEXTS as T,
} from '../../../machines/messageScheduler/index.ts';
import { formatDateTime } from '../../domain/format.ts';
import { Button } from '../../ui/Button.tsx';
import { Pager } from '../../ui/list/Pager.tsx';

export const SCHEDULES_PER_PAGE = 20;

export type SchedulePage = { schedules: ScheduledMessage[]; total: number };

export type ScheduleListProps = {
  view: MessageSchedulerModel;
  data: SchedulePage;
  /** 1-based. */
  page: number;
  onPage: (page: number) => void;
  /** A page is on its way. */
  busy?: boolean;
};

/** The user's scheduled messages, a page at a time, with Cancel on those still to be sent. */
export function ScheduleList({ view, data, page, onPage, busy = false }: ScheduleListProps) {
  const pages = Math.max(1, Math.ceil(data.total / SCHEDULES_PER_PAGE));
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-md border border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{T.listHeading}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {Object.values(T.columns).map((label) => (
                <th key={label} scope="col" className="px-3 py-2 font-medium">
                  {label}
                </th>
              ))}
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{T.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.schedules.map((row) => (
              <tr key={row.id} className="border-t border-slate-200 align-top">
                <td className="px-3 py-2">{row.display_name}</td>
                <td className="max-w-md px-3 py-2 break-words whitespace-pre-wrap">{row.text}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(row.send_at)}</td>
                <td className="px-3 py-2">{T.repeats[row.repeat]}</td>
                <td className="px-3 py-2">{T.statuses[row.status]}</td>
                <td className="px-3 py-2 text-right">
                  {row.status === 'scheduled' ? (
                    <Button
                      variant="secondary"
                      aria-label={T.cancelRow(row.text)}
                      disabled={!view.canAskCancel}
                      onClick={() => view.onAskCancel({ id: row.id, text: row.text })}
                    >
                      {T.cancel}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <Pager
          label={T.listHeading}
          page={page}
          pages={pages}
          count={data.total}
          busy={busy}
          onPage={onPage}
        />
      ) : null}
    </div>
  );
}
