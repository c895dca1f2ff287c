import type { BlacklistRecord } from '../../../machines/featureBlock/index.ts';
import { formatDateTime } from '../../domain/format.ts';
import { BLACKLIST_TEXTS as T } from './blacklistTexts.ts';

/** Status, Complaint, Complaint Raised On, or 'No Complaints' (spec part 2 §2). */
export function ComplaintsTable({ complaints }: { complaints: BlacklistRecord['complaints'] }) {
  return (
    <section aria-label={T.complaints} className="flex flex-col gap-2">
      <h3 className="font-semibold text-slate-800">{T.complaints}</h3>
      {complaints.length === 0 ? (
        <p className="text-sm text-slate-600">{T.noComplaints}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{T.complaints}</caption>
          <thead>
            <tr>
              {T.complaintColumns.map((c) => (
                <th key={c} scope="col" className="py-1 pr-3 font-medium text-slate-500">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {complaints.map((c) => (
              <tr
                key={`${c.date_created}|${c.status}|${c.complaint}`}
                className="border-t border-slate-100"
              >
                <td className="py-1 pr-3">{c.status}</td>
                <td className="py-1 pr-3">{c.complaint}</td>
                <td className="py-1 pr-3">{formatDateTime(c.date_created)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
