import type { RealtimeView } from '../../../machines/realtime/index.ts';
import { Button } from '../../ui/Button.tsx';
import { REALTIME_TEXTS as T } from './realtimeTexts.ts';

export type RealtimeStatusBadgeProps = {
  view: RealtimeView;
  onUseHere: () => void;
};

const DOTS = {
  connected: 'bg-green-600',
  connecting: 'bg-amber-500',
  reconnecting: 'bg-amber-500',
  disconnected: 'bg-slate-400',
} as const;

function detailOf(view: RealtimeView): string | null {
  if (view.canUseHere) return T.detail.elsewhere;
  if (view.status === 'connecting') return T.detail.connecting;
  if (view.status === 'reconnecting') return T.detail.reconnecting;
  return null;
}

/**
 * The connection in a few words: the header's Connected/Disconnected, what is under way, and,
 * once the multi-tab warning was cancelled, a way to take the connection back.
 */
export function RealtimeStatusBadge({ view, onUseHere }: RealtimeStatusBadgeProps) {
  const detail = detailOf(view);
  return (
    <div className="inline-flex items-center gap-2 text-sm text-slate-800">
      <span aria-hidden="true" className={`size-2 rounded-full ${DOTS[view.status]}`} />
      <span role="status">
        {view.status === 'connected' ? T.connected : T.disconnected}
        {detail ? <span className="ml-2 text-xs text-slate-500">{detail}</span> : null}
      </span>
      {view.canUseHere && !view.dialogOpen ? (
        <Button variant="link" onClick={onUseHere}>
          {T.useHere}
        </Button>
      ) : null}
    </div>
  );
}
