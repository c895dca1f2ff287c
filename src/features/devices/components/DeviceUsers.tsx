import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatRupees } from '../../../domain/format.ts';
import { statusLabel } from '../../../domain/loans.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../../ui/QueryPanel.tsx';
import { type Device, deviceUserSummaryQuery, type MainQueries } from '../deviceQueries.ts';
import { DEVICES_TEXTS as T } from '../devicesTexts.ts';

type Profile = Device['profiles'][number];

/**
 * Who logs in on the device, each opening their summary dialog (spec part 1 §2: name, blacklist
 * level and loans with Status, Loan Id, Total Paid, Total Remaining, DPD).
 */
export function DeviceUsers({ queries, profiles }: { queries: MainQueries; profiles: Profile[] }) {
  const [open, setOpen] = useState<Profile | null>(null);
  return (
    <section aria-label={T.profiles}>
      <h4 className="mb-1 text-sm font-medium text-slate-700">{T.profiles}</h4>
      <ul className="flex flex-wrap gap-2">
        {profiles.map((p) => (
          <li key={p.username}>
            <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(p)}>
              {T.openSummary(p.name, p.username)}
            </Button>
          </li>
        ))}
      </ul>
      <Dialog
        open={open !== null}
        title={open ? T.userSummary(open.name) : ''}
        size="wide"
        onClose={() => setOpen(null)}
      >
        {open ? <UserSummary queries={queries} username={open.username} /> : null}
        <div className="mt-4 flex justify-end">
          <Button variant="secondary" onClick={() => setOpen(null)}>
            {T.close}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}

function UserSummary({ queries, username }: { queries: MainQueries; username: string }) {
  const summary = useQuery(deviceUserSummaryQuery(queries, username));
  return (
    <QueryPanel
      query={summary}
      errorText={T.failed}
      retryLabel={T.retry}
      skeleton={<ListSkeleton label={T.loadingSummary} lines={4} />}
    >
      {(data) => (
        <div className="flex flex-col gap-3">
          <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
            <dt className="text-slate-600">{T.summaryName}</dt>
            <dd>{data.name}</dd>
            <dt className="text-slate-600">{T.summaryBlacklistLevel}</dt>
            <dd>{data.blacklist_level}</dd>
          </dl>
          {data.loans.length ? (
            <table aria-label={T.summaryLoans(data.name)} className="w-full text-left text-sm">
              <thead>
                <tr>
                  {T.summaryColumns.map((c) => (
                    <th key={c} scope="col" className="px-2 py-1 font-medium text-slate-600">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.loans.map((l) => (
                  <tr key={l.loan_id} className="border-t border-slate-100">
                    <td className="px-2 py-1">{statusLabel(l.status)}</td>
                    <td className="px-2 py-1">{l.loan_id}</td>
                    <td className="px-2 py-1">{formatRupees(l.total_paid)}</td>
                    <td className="px-2 py-1">{formatRupees(l.total_remaining)}</td>
                    <td className="px-2 py-1">{l.dpd}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="text-sm text-slate-600">{T.noLoans}</p>
          )}
        </div>
      )}
    </QueryPanel>
  );
}
