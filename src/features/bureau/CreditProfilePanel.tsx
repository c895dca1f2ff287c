import { useQuery } from '@tanstack/react-query';
import { MAX_CREDIT_SCORE, type ScoreTone } from '../../domain/creditScore.ts';
import { formatDateTime } from '../../domain/format.ts';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import { bureauQueries } from './bureauQueries.ts';
import { BUREAU_TEXTS as T } from './bureauTexts.ts';
import type { BureauPanelProps, CreditScoreDetails } from './bureauTypes.ts';
import { creditProfileRows } from './creditProfileRows.ts';

// Green and pink score cells (part 1 §5); the tone is also in data-tone for tests and tools.
const TONE_CLASS: Record<ScoreTone, string> = {
  good: 'bg-green-100 text-green-900',
  poor: 'bg-pink-100 text-pink-900',
  plain: 'text-slate-900',
};

/** The Credit Profile panel (customer #credit; part 1 §3 'Credit score details'). */
export function CreditProfilePanel(props: BureauPanelProps) {
  const calls = bureauQueries(props.queries, props.username, props.historyDate);
  const credit = useQuery(calls.creditScore);
  return (
    <QueryPanel
      query={credit}
      errorText={T.failed}
      retryLabel={T.retry}
      skeleton={<ListSkeleton label={T.loadingCredit} lines={6} />}
    >
      {(data) =>
        data.credit_profile === null ? (
          <p className="rounded-md border border-slate-200 bg-white p-8 text-center text-slate-600">
            {props.historyDate === null ? T.noProfile : T.noProfileThen}
          </p>
        ) : (
          <CreditProfileTable profile={data.credit_profile} />
        )
      }
    </QueryPanel>
  );
}

export function CreditProfileTable({ profile }: { profile: CreditScoreDetails }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{T.computedAt(formatDateTime(profile.computed_at))}</p>
      {creditProfileRows(profile).map(({ group, rows }) => (
        <table key={group} className="w-full max-w-3xl text-left text-sm">
          <caption className="py-1 text-left text-sm font-semibold text-slate-800">
            {T.groups[group]}
          </caption>
          <thead className="bg-slate-50">
            <tr>
              {T.creditColumns.map((label) => (
                <th key={label} scope="col" className="px-2 py-1 font-medium text-slate-600">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.item} className="border-t border-slate-100">
                <th scope="row" className="px-2 py-1 font-normal text-slate-700">
                  {row.label}
                </th>
                <td className="px-2 py-1 tabular-nums">{row.value}</td>
                <td
                  data-tone={row.tone}
                  className={`px-2 py-1 font-medium tabular-nums ${TONE_CLASS[row.tone]}`}
                >
                  {row.score}
                  {row.tone === 'plain' ? null : (
                    <span className="sr-only"> ({T.tones[row.tone]})</span>
                  )}
                </td>
                <td className="px-2 py-1 tabular-nums text-slate-600">{row.weight}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      <p className="text-base font-semibold text-slate-900">
        <span>{T.total}: </span>
        <output aria-label={T.total}>
          {profile.total_score} / {MAX_CREDIT_SCORE}
        </output>
      </p>
    </div>
  );
}
