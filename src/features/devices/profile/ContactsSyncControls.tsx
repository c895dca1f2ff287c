import {
  type ContactsSyncModel,
  CONTACTS_SYNC_TEXTS as T,
} from '../../../../machines/contactsSync/index.ts';
import { Button } from '../../../ui/Button.tsx';

/** 'Sync contacts', locked while syncing; the count after a sync, or the server's words with Retry. */
export function ContactsSyncControls({ view }: { view: ContactsSyncModel }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button busy={view.busy} disabled={!view.canSync} onClick={view.onSync}>
        {T.sync}
      </Button>
      {view.busy ? (
        <p role="status" className="text-sm text-slate-600">
          {T.syncing}
        </p>
      ) : null}
      {view.notice ? (
        <p role="status" className="text-sm text-green-800">
          {view.notice}
        </p>
      ) : null}
      {view.error ? (
        <>
          <p role="alert" className="text-sm text-red-700">
            {view.error}
          </p>
          <Button variant="secondary" onClick={view.onRetry}>
            {T.retry}
          </Button>
        </>
      ) : null}
    </div>
  );
}
