import {
  loopIntents,
  type SoftCallEvent,
  type SoftCallView,
  SOFT_CALL_TEXTS as T,
} from '../../../machines/softCall/index.ts';
import { Button } from '../../ui/Button.tsx';
import { ErrorBox } from '../../ui/ErrorBox.tsx';

export type DialGuardProps = {
  view: SoftCallView;
  send: (event: SoftCallEvent) => void;
};

/**
 * The dial guard (before any dial): why this case is not called now, in one line, while the loop
 * moves on; the permit being asked; or the permit that could not be asked, with Retry (nothing
 * is dialled without one).
 */
export function DialGuard({ view, send }: DialGuardProps) {
  const intents = loopIntents(view, send);
  const { stage } = view;
  if (stage !== 'blocked' && stage !== 'permitting' && stage !== 'permitFailed') return null;
  return (
    <div
      data-control-bar
      className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3"
    >
      {stage === 'blocked' ? (
        <>
          <p role="status" className="text-base font-semibold text-amber-900">
            {view.blockedText}
          </p>
          <p className="text-sm text-slate-700">{T.movingOn}</p>
        </>
      ) : null}
      {stage === 'permitting' ? (
        <p role="status" aria-busy="true" className="text-sm text-slate-700">
          {T.permitting}
        </p>
      ) : null}
      {stage === 'permitFailed' ? (
        <>
          <ErrorBox>{T.permitFailed(view.permitError ?? '')}</ErrorBox>
          <p className="text-sm text-slate-700">{T.notDialled}</p>
        </>
      ) : null}
      <div className="ml-auto flex gap-2">
        {intents.skip ? <Button onClick={intents.skip}>{T.nextCase}</Button> : null}
        {intents.retryPermit ? <Button onClick={intents.retryPermit}>{T.retry}</Button> : null}
        {intents.stop ? (
          <Button variant="secondary" onClick={intents.stop}>
            {T.stop}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
