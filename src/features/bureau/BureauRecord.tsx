import { EMPTY, formatDate, formatDateTime, formatRupees } from '../../domain/format.ts';
import type { BureauQueries } from './bureauQueries.ts';
import { BUREAU_TEXTS as T } from './bureauTexts.ts';
import type { BureauAccount, BureauEnquiry, CibilData } from './bureauTypes.ts';
import { type DataColumn, DataTable } from './DataTable.tsx';
import { ReportLink } from './ReportLink.tsx';

const text = (value: string | number | null) => (value === null ? EMPTY : String(value));
const day = (value: string | null) => (value === null ? EMPTY : formatDate(value));

const SUMMARY: readonly [keyof typeof T.summaryFields, (c: CibilData) => string][] = [
  ['score', (c) => text(c.score)],
  ['income_range', (c) => text(c.income_range)],
  ['account_number', (c) => text(c.account_number)],
  ['enquiry_number', (c) => text(c.enquiry_number)],
  ['enquiry_30_days', (c) => text(c.enquiry_30_days)],
  ['enquiry_12_months', (c) => text(c.enquiry_12_months)],
  ['enquiry_24_months', (c) => text(c.enquiry_24_months)],
  ['recent_enquiry_date', (c) => day(c.recent_enquiry_date)],
  ['crif_pull_date', (c) => formatDateTime(c.crif_pull_date)],
  ['bureau_type', (c) => c.bureau_type],
  ['bureau_info', (c) => text(c.bureau_info)],
];

const [type, lender, status, disbursedOn, disbursed, balance, overdue, dpd, closed] =
  T.accountColumns;
const ACCOUNT_COLUMNS: readonly DataColumn<BureauAccount>[] = [
  { label: type, cell: (a) => a.acct_type },
  { label: lender, cell: (a) => a.credit_guarantor },
  { label: status, cell: (a) => a.account_status },
  { label: disbursedOn, cell: (a) => formatDate(a.disbursed_dt) },
  { label: disbursed, cell: (a) => formatRupees(a.disbursed_amt), numeric: true },
  { label: balance, cell: (a) => formatRupees(a.current_bal), numeric: true },
  { label: overdue, cell: (a) => formatRupees(a.overdue_amt), numeric: true },
  { label: dpd, cell: (a) => a.max_dpd, numeric: true },
  { label: closed, cell: (a) => day(a.closed_date) },
];

const [enquirer, date, purpose, amount] = T.enquiryColumns;
const ENQUIRY_COLUMNS: readonly DataColumn<BureauEnquiry>[] = [
  { label: enquirer, cell: (e) => e.lender_name },
  { label: date, cell: (e) => formatDate(e.enquiry_date) },
  { label: purpose, cell: (e) => e.purpose },
  {
    label: amount,
    cell: (e) => (e.amount === null ? EMPTY : formatRupees(e.amount)),
    numeric: true,
  },
];

/** One bureau record: the summary with the report, then its accounts and enquiries. */
export function BureauRecord(props: {
  cibil: CibilData;
  accounts: readonly BureauAccount[];
  enquiries: readonly BureauEnquiry[];
  calls: Pick<BureauQueries, 'crifReport' | 'crifFile'>;
  reportWithheld: string | null;
}) {
  return (
    <div className="flex flex-col gap-4">
      <section className="flex flex-col gap-1">
        <h4 className="text-sm font-semibold text-slate-800">{T.summary}</h4>
        <table className="w-full max-w-2xl text-left text-sm">
          <caption className="sr-only">{T.summary}</caption>
          <tbody>
            {SUMMARY.map(([field, read]) => (
              <tr key={field} className="border-t border-slate-100">
                <th scope="row" className="w-56 px-2 py-1 font-medium text-slate-600">
                  {T.summaryFields[field]}
                </th>
                <td className="px-2 py-1 text-slate-900">{read(props.cibil)}</td>
              </tr>
            ))}
            <tr className="border-t border-slate-100">
              <th scope="row" className="w-56 px-2 py-1 font-medium text-slate-600">
                {T.report}
              </th>
              <td className="px-2 py-1 text-slate-900">
                <ReportLink
                  reportUrl={props.cibil.cibil_report_url}
                  calls={props.calls}
                  disabledReason={props.reportWithheld}
                />
              </td>
            </tr>
          </tbody>
        </table>
      </section>
      <DataTable
        caption={T.accounts}
        columns={ACCOUNT_COLUMNS}
        rows={props.accounts}
        empty={T.noAccounts}
      />
      <DataTable
        caption={T.enquiries}
        columns={ENQUIRY_COLUMNS}
        rows={props.enquiries}
        empty={T.noEnquiries}
      />
    </div>
  );
}
