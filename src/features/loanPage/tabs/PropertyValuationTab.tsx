import { formatDate, formatRupees } from '../../../domain/format.ts';
import { humanize } from '../../../domain/loans.ts';
import { ExtrasPanel } from '../components/ExtrasPanel.tsx';
import { LOAN_PAGE_TEXTS as T } from '../loanPageTexts.ts';
import type { LoanTabProps } from '../loanTabTypes.ts';

/** #property-valuation: the valuation of the property behind the loan. */
export default function PropertyValuationTab({ loan }: LoanTabProps) {
  return (
    <ExtrasPanel loanId={loan.id} isEmpty={(extras) => extras.property_valuation === null}>
      {({ property_valuation: valuation }) => {
        if (!valuation) return null;
        const F = T.valuationFields;
        const rows: [string, string][] = [
          [F.property_type, humanize(valuation.property_type)],
          [F.address, valuation.address],
          [F.market_value, formatRupees(valuation.market_value)],
          [F.valuation_date, formatDate(valuation.valuation_date)],
          [F.valuer, valuation.valuer],
          [F.ownership, humanize(valuation.ownership)],
          [F.remarks, valuation.remarks ?? '-'],
        ];
        return (
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-600">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        );
      }}
    </ExtrasPanel>
  );
}
