import {
  type Feature,
  type FeatureRowView,
  FEATURE_BLOCK_TEXTS as T,
} from '../../../machines/featureBlock/index.ts';

export type FeatureBlockTableProps = {
  rows: readonly FeatureRowView[];
  lastPenalty: number;
  /** The switches; without them the table is plain text. */
  toggles?: {
    enabled: boolean;
    onToggle: (feature: Feature) => void;
    /** The id of the text saying why the switches cannot be used (a role without the right). */
    describedBy?: string;
  };
};

/** Feature, Status, Blocked Till, Comments, Set By (spec part 2 §2); changed rows highlighted. */
export function FeatureBlockTable({ rows, lastPenalty, toggles }: FeatureBlockTableProps) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{T.heading}</caption>
      <thead>
        <tr>
          {T.columns.map((column) => (
            <th key={column} scope="col" className="py-2 pr-3 font-medium text-slate-500">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.feature}
            data-changed={row.changed || undefined}
            className={`border-t border-slate-100 ${row.changed ? 'bg-amber-50' : ''}`}
          >
            <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
              {row.label}
              {row.changed ? <span className="sr-only"> ({T.changed})</span> : null}
            </th>
            <td className="py-2 pr-3">
              <div className="flex items-center gap-2">
                {toggles ? (
                  <button
                    type="button"
                    role="switch"
                    aria-checked={row.enabled}
                    aria-label={row.label}
                    aria-describedby={toggles.describedBy}
                    disabled={!toggles.enabled}
                    onClick={() => toggles.onToggle(row.feature)}
                    className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition aria-checked:bg-brand-600 disabled:opacity-50"
                  >
                    <span
                      aria-hidden="true"
                      className="size-4 translate-x-1 rounded-full bg-white transition group-aria-checked:translate-x-6"
                    />
                  </button>
                ) : null}
                <span className={row.enabled ? 'text-slate-700' : 'font-medium text-red-700'}>
                  {row.enabled ? T.enabled : T.blocked}
                </span>
              </div>
            </td>
            <td className="py-2 pr-3 text-slate-900">{row.blockedTill}</td>
            <td className="py-2 pr-3 text-slate-900">{row.comment}</td>
            <td className="py-2 pr-3 text-slate-600">{row.setBy}</td>
          </tr>
        ))}
        <tr className="border-t border-slate-100">
          <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
            {T.feature.last_penalty}
          </th>
          <td className="py-2 pr-3 text-slate-900" colSpan={4}>
            {lastPenalty}
          </td>
        </tr>
      </tbody>
    </table>
  );
}
