/** Labelled figures in a row of cards (a description list: each label names its value). */
export function Figures(props: {
  label: string;
  items: readonly { label: string; value: string }[];
}) {
  return (
    <dl aria-label={props.label} className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
      {props.items.map((item) => (
        <div key={item.label} className="rounded-md border border-slate-200 bg-white p-2">
          <dt className="text-xs text-slate-500">{item.label}</dt>
          <dd className="text-base font-semibold tabular-nums text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
