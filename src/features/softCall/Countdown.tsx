import {
  type SoftCallEvent,
  type SoftCallView,
  SOFT_CALL_TEXTS as T,
} from '../../../machines/softCall/index.ts';
import { Button } from '../../ui/Button.tsx';

export type CountdownProps = {
  view: Pick<
    SoftCallView,
    'countdown' | 'canPause' | 'canResume' | 'canCallNow' | 'canStop' | 'telephonyMessage'
  >;
  send: (event: SoftCallEvent) => void;
};

/**
 * 'Calling in N secs' before the call starts by itself (spec part 1 §4), with Pause / Resume,
 * Call now and Stop. After a refused call it says why, and the agent can try again or stop.
 */
export function Countdown({ view, send }: CountdownProps) {
  const { countdown } = view;
  return (
    <div
      data-control-bar
      className="flex flex-wrap items-center gap-3 rounded-lg border border-brand-100 bg-brand-50 p-3"
    >
      {countdown ? (
        // Read out on demand, not every second: a live region here would talk over the agent.
        <p role="timer" aria-live="off" className="text-base font-semibold text-brand-700">
          {countdown.label}
          {countdown.paused ? <span className="text-sm font-normal"> ({T.paused})</span> : null}
        </p>
      ) : null}
      {view.telephonyMessage ? (
        <p role="alert" className="text-sm text-red-800">
          {view.telephonyMessage}
        </p>
      ) : null}
      <div className="ml-auto flex gap-2">
        {view.canPause || view.canResume ? (
          // One button in one place that changes its word: focus stays on it (Enter, Enter).
          <Button
            variant="secondary"
            onClick={() => send({ type: view.canPause ? 'countdown.pause' : 'countdown.resume' })}
          >
            {view.canPause ? T.pause : T.resume}
          </Button>
        ) : null}
        {view.canCallNow ? (
          <Button onClick={() => send({ type: 'call.now' })}>{T.callNow}</Button>
        ) : null}
        {view.canStop ? (
          <Button variant="secondary" onClick={() => send({ type: 'loop.stop' })}>
            {T.stop}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
