import type { MessageFindings } from '../deviceQueries.ts';
import { DEVICES_TEXTS as T } from '../devicesTexts.ts';

const KEYS = [
  'account',
  'alternate_account',
  'aadhaar',
  'pan',
  'mobile',
  'alternate_contacts',
] as const;

/** Account, alternate account, Aadhaar, PAN, mobile and alternate contacts found in the messages. */
export function Findings({ found }: { found: MessageFindings }) {
  return (
    <section aria-label={T.found} className="rounded-md border border-slate-200 p-3">
      <h4 className="mb-2 text-sm font-medium text-slate-700">{T.found}</h4>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {KEYS.map((key) => (
          <div key={key} className="flex gap-2">
            <dt className="font-medium text-slate-600">{T.foundLabels[key]}:</dt>
            <dd className="break-all text-slate-900">
              {found[key].length ? found[key].slice(0, 8).join(', ') : T.none}
              {found[key].length > 8 ? ` +${found[key].length - 8}` : ''}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
