import { Link } from 'wouter';
import { DangerBadge } from '../../../ui/DangerBadge.tsx';
import { ScrollPane } from '../../../ui/table/ScrollPane.tsx';
import { customerPageHref } from '../customerRules.ts';
import { HeaderRow, HISTORY_HEIGHT } from './HistoryTables.tsx';
import { LOAN_HISTORY_TEXTS as T } from './loanHistoryTexts.ts';
import type { CustomerRelationship } from './loanHistoryTypes.ts';

const td = 'py-1 pr-3 text-slate-900';

/**
 * 'Customer Relationships': the customers linked to this one (co-borrowers, group leaders,
 * contacts who are customers), whom else an agent may call; each name opens their page.
 */
export function RelationshipsTable({ rows }: { rows: readonly CustomerRelationship[] }) {
  return (
    <ScrollPane label={T.relationships} height={HISTORY_HEIGHT}>
      <table className="w-full text-left text-sm">
        <caption className="py-1 text-left font-semibold text-slate-800">{T.relationships}</caption>
        <HeaderRow labels={T.relationshipColumns} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.username} className="border-t border-slate-100">
              <td className={td}>
                <Link
                  href={customerPageHref(row.username)}
                  className="text-brand-600 hover:underline"
                >
                  {row.name}
                </Link>
              </td>
              <td className={`${td} tabular-nums`}>{row.username}</td>
              <td className={td}>{row.links.map((link) => T.linkLabels[link]).join(', ')}</td>
              <td className={`${td} tabular-nums`}>{row.shared_loans}</td>
              <td className={td}>
                {row.blacklisted ? <DangerBadge>{T.blacklisted}</DangerBadge> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollPane>
  );
}
