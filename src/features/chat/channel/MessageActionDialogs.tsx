import {
  type MessageActionsModel,
  CHAT_CHANNEL_TEXTS as T,
} from '../../../../machines/chatChannel/index.ts';
import { Dialog } from '../../../ui/Dialog.tsx';

const BUTTON =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm disabled:opacity-50';
const PRIMARY =
  'rounded-md bg-sky-700 px-3 py-1.5 text-sm font-medium text-white disabled:cursor-not-allowed disabled:opacity-50';

/** What a message's actions show: the delete dialog, a failure with Dismiss, the forward dialog. */
export function MessageActionDialogs({ view }: { view: MessageActionsModel }) {
  const forward = view.forward;
  return (
    <>
      {(view.pinning || view.unpinning) && (
        <p role="status" className="px-3 py-1 text-xs text-slate-600">
          {view.pinning ? T.pinning : T.unpinning}
        </p>
      )}
      {view.failure && (
        <div
          role="alert"
          className="flex items-center gap-3 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <span>{view.failure}</span>
          <button type="button" className={BUTTON} onClick={view.onDismiss}>
            {T.dismiss}
          </button>
        </div>
      )}
      <Dialog open={view.deleting} title={T.deletingTitle} onClose={() => {}} dismissable={false}>
        <p role="status" className="text-sm text-slate-700">
          {T.deleting}
        </p>
      </Dialog>
      <Dialog open={forward !== null} title={T.forwardTitle} onClose={view.onDismiss}>
        {forward && (
          <div className="space-y-3 text-sm">
            {forward.loading && <p role="status">{T.forwardLoading}</p>}
            {forward.canPick && forward.targets.length === 0 && <p>{T.forwardNone}</p>}
            {forward.targets.length > 0 && forward.forwarded === null && (
              <fieldset className="max-h-64 space-y-1 overflow-y-auto" disabled={!forward.canPick}>
                <legend className="sr-only">{T.forwardTitle}</legend>
                {forward.targets.map((target) => (
                  <label key={target.name} className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      checked={forward.picked.includes(target.name)}
                      onChange={() => view.onToggleTarget(target.name)}
                    />
                    {target.display_name}
                  </label>
                ))}
              </fieldset>
            )}
            {forward.sending && <p role="status">{T.forwardSending}</p>}
            {forward.error && (
              <p role="alert" className="text-red-700">
                {forward.error}
              </p>
            )}
            {forward.forwarded !== null && <p role="status">{T.forwarded(forward.forwarded)}</p>}
            <div className="flex justify-end gap-2">
              {forward.forwarded !== null ? (
                <button type="button" className={PRIMARY} onClick={view.onDismiss}>
                  {T.close}
                </button>
              ) : (
                <>
                  {forward.error && forward.targets.length === 0 && !forward.loading && (
                    <button type="button" className={BUTTON} onClick={view.onRetryTargets}>
                      {T.retry}
                    </button>
                  )}
                  <button type="button" className={BUTTON} onClick={view.onDismiss}>
                    {T.cancel}
                  </button>
                  {(forward.canPick || forward.sending || forward.picked.length > 0) && (
                    <button
                      type="button"
                      className={PRIMARY}
                      disabled={!forward.canSend}
                      onClick={view.onSendForward}
                    >
                      {T.forwardSend}
                    </button>
                  )}
                </>
              )}
            </div>
          </div>
        )}
      </Dialog>
    </>
  );
}
