import type { components } from '../../../openapi/generated/main.ts';
import { formatDate, formatDateTime } from '../../domain/format.ts';
import { ScrollPane } from '../../ui/table/ScrollPane.tsx';
import { BLACKLIST_TEXTS as T } from './blacklistTexts.ts';

type Change = components['schemas']['BlacklistChange'];

const FEATURES = new Set([
  'refer_loan',
  'apply_loan',
  'enable_chat',
  'enable_wallet',
  'enable_profile',
]);

/** A feature's state in words: Enabled, or blocked till a day. */
function stateOf(field: string, value: string | null): string {
  if (value === null) return '-';
  if (!FEATURES.has(field)) return value;
  return value === 'enabled' ? T.enabled : T.blockedTill(formatDate(value));
}

export function changeSummary(change: Change): string {
  const what = T.changeField[change.field];
  if (change.field === 'reward' || change.field === 'penalty')
    return `${what}: ${change.new_value}`;
  return `${what}: ${stateOf(change.field, change.old_value)} → ${stateOf(change.field, change.new_value)}`;
}

/** The audit trail under the table: who changed what, when, and why (newest first). */
export function BlacklistHistory({ changes }: { changes: readonly Change[] }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold text-slate-800">{T.history}</h3>
      {changes.length === 0 ? (
        <p className="text-sm text-slate-600">{T.noHistory}</p>
      ) : (
        <ScrollPane label={T.history} height="max-h-80">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{T.history}</caption>
            <thead>
              <tr>
                {T.historyColumns.map((c) => (
                  <th key={c} scope="col" className="py-1 pr-3 font-medium text-slate-500">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {changes.map((c) => (
                <tr key={c.id} className="border-t border-slate-100">
                  <td className="py-1 pr-3">{formatDateTime(c.changed_at)}</td>
                  <td className="py-1 pr-3">{c.changed_by}</td>
                  <td className="py-1 pr-3">{changeSummary(c)}</td>
                  <td className="py-1 pr-3">{c.reason ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollPane>
      )}
    </section>
  );
}
