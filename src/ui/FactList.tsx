/** Label and value pairs read top to bottom; an empty value shows '-'. */
export function FactList({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="text-slate-900">{value || '-'}</dd>
        </div>
      ))}
    </dl>
  );
}
