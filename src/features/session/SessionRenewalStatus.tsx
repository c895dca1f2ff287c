import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { messages } from '../../domain/messages.ts';
import { sessionRenewal } from '../../stores/sessionRenewal.ts';

/** Says, politely, that the session is being renewed again and when, so nobody thinks work is lost. */
export function SessionRenewalStatus() {
  const { retry } = useSnapshot(sessionRenewal);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!retry) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [retry]);
  // Computed from the timestamp, so a throttled background tab still shows the right number.
  const seconds = retry ? Math.max(0, Math.ceil((retry.retryAt - now) / 1000)) : 0;
  return (
    <div role="status" aria-live="polite">
      {retry ? (
        <p className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          {messages.auth.renewingSession(seconds)}
        </p>
      ) : null}
    </div>
  );
}
