import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { BLACKLIST_FEATURE_LABELS, type ContactAggregate } from './loanHistory.rules.ts';
import { LOAN_HISTORY_TEXTS as T } from './loanHistoryTexts.ts';

/** A contact's blacklist record: level, each feature enabled or blocked, and the reason. */
export function BlacklistHistoryDialog(props: {
  contact: ContactAggregate | null;
  onClose: () => void;
}) {
  const { contact } = props;
  return (
    <Dialog open={contact !== null} title={T.blacklistHistory} onClose={props.onClose}>
      {contact ? (
        <div className="space-y-3 text-sm">
          <p className="font-medium text-slate-900">{contact.name}</p>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
            <dt className="text-slate-500">{T.level}</dt>
            <dd>{contact.blacklist_level}</dd>
            {BLACKLIST_FEATURE_LABELS.map(([key, label]) => (
              <div key={key} className="contents">
                <dt className="text-slate-500">{label}</dt>
                <dd>{contact.blacklist_flags?.[key] === false ? T.blocked : T.enabled}</dd>
              </div>
            ))}
            <dt className="text-slate-500">{T.reason}</dt>
            <dd>{contact.blacklist_reason ?? T.noReason}</dd>
          </dl>
          <div className="flex justify-end">
            <Button onClick={props.onClose}>{T.ok}</Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
