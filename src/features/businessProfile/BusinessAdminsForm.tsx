import {
  type BusinessAdminsModel,
  BUSINESS_ADMINS_TEXTS as T,
} from '../../../machines/businessAdmins/index.ts';
import { FormOutcome } from '../../ui/FormOutcome.tsx';

/** The super admin's box for naming business admins by phone number. */
export function BusinessAdminsForm({ view }: { view: BusinessAdminsModel }) {
  return (
    <form
      aria-labelledby="business-admins-title"
      className="flex max-w-2xl flex-col gap-3 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      onSubmit={(e) => {
        e.preventDefault();
        view.onAdd();
      }}
    >
      <h2 id="business-admins-title" className="text-lg font-semibold text-slate-900">
        {T.heading}
      </h2>
      <label htmlFor="business-admins-numbers" className="text-sm font-medium text-slate-700">
        {T.numbers}
      </label>
      <input
        id="business-admins-numbers"
        aria-describedby="business-admins-hint"
        inputMode="tel"
        className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-100"
        value={view.text}
        disabled={view.busy}
        onChange={(e) => view.onTextChange(e.target.value)}
      />
      <p id="business-admins-hint" className="text-xs text-slate-600">
        {T.hint}
      </p>
      <FormOutcome
        alert={view.alert}
        notice={view.notice}
        busy={view.busy}
        busyText={T.adding}
        submitLabel={T.add}
        canSubmit={view.canAdd}
        retryLabel={T.retry}
        canRetry={view.canRetry}
        onRetry={view.onRetry}
      />
      {view.admins.length > 0 ? (
        <section aria-label={T.admins}>
          <h3 className="text-sm font-medium text-slate-700">{T.admins}</h3>
          <ul className="mt-1 text-sm text-slate-800">
            {view.admins.map((admin) => (
              <li key={admin.username}>
                {admin.username} {admin.name}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </form>
  );
}
