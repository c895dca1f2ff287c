import { useId, useRef } from 'react';
import type { CallEvent, CallView } from '../../../machines/call/index.ts';
import { formatTimer } from '../../domain/format.ts';
import { Button } from '../../ui/Button.tsx';
import { endedSentence, CALL_TEXTS as T } from './callTexts.ts';
import { DEFAULT_POPUP_PLACEMENT, POPUP_WIDTH_CLASS } from './popupPosition.ts';
import { useDraggablePosition } from './useDraggablePosition.ts';

/** What the popup's buttons send to the call. */
export type CallPopupEvent = Extract<
  CallEvent,
  { type: 'call.hold' | 'call.unhold' | 'call.mute' | 'call.unmute' | 'call.end' }
>;

export type CallPopupViewProps = {
  view: CallView;
  send: (event: CallPopupEvent) => void;
  /** Where the popup's position is remembered; localStorage by default. */
  storage?: Storage;
};

const toggleReason = 'Hold and mute work once the customer answers.';

/**
 * The call popup (spec part 1 §2, §4): floating over the page without blocking it, moved by its
 * handle (pointer or arrow keys), showing the number, Connecting / Ringing / the timer, and
 * Hold, Mute and End. It closes when the call ends; a call that was not allowed says why.
 */
export function CallPopupView({ view, send, storage }: CallPopupViewProps) {
  if (view.open) return <OpenPopup view={view} send={send} storage={storage} />;
  if (view.message) {
    return (
      <div
        role="alert"
        style={DEFAULT_POPUP_PLACEMENT}
        className="fixed z-50 max-w-xs rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800 shadow-lg"
      >
        {view.message}
      </div>
    );
  }
  if (view.outcome) {
    // Closed: only an announcement for assistive technology remains.
    return (
      <p role="status" className="sr-only">
        {endedSentence(view.outcome, view.reason, formatTimer(view.durationSec))}
      </p>
    );
  }
  return null;
}

function OpenPopup({ view, send, storage }: CallPopupViewProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const numberId = useId();
  const hintId = useId();
  const { position, handleProps } = useDraggablePosition(panel, storage);
  const placement = position ? { left: position.x, top: position.y } : DEFAULT_POPUP_PLACEMENT;

  return (
    <div
      ref={panel}
      data-call-popup
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${titleId} ${numberId}`}
      style={placement}
      className={`fixed z-50 ${POPUP_WIDTH_CLASS} rounded-lg border border-slate-200 bg-white shadow-xl`}
    >
      <div className="flex items-center gap-2 rounded-t-lg bg-slate-800 px-3 py-2 text-white">
        <button
          type="button"
          aria-label={T.moveHandle}
          aria-describedby={hintId}
          className="cursor-move touch-none rounded px-1 text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
          {...handleProps}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <h2 id={titleId} className="text-sm font-semibold">
          {T.title}
        </h2>
        <span id={hintId} className="sr-only">
          {T.moveHint}
        </span>
      </div>
      <div className="space-y-3 p-4">
        <p id={numberId} className="text-lg font-semibold tracking-wide text-slate-900">
          {view.number}
        </p>
        {view.timer === null ? (
          <p role="status" className="text-sm text-slate-600">
            {view.status === 'ringing' ? T.status.ringing : T.status.connecting}
          </p>
        ) : (
          <p role="timer" className="font-mono text-2xl text-slate-900">
            {view.timer}
          </p>
        )}
        {view.held || view.muted ? (
          <p className="flex gap-2 text-xs">
            {view.held ? <Badge>{T.onHold}</Badge> : null}
            {view.muted ? <Badge>{T.muted}</Badge> : null}
          </p>
        ) : null}
        <div className="flex gap-2">
          <Button
            variant="secondary"
            aria-pressed={view.held}
            disabled={!view.canHoldOrMute}
            disabledReason={toggleReason}
            onClick={() => send({ type: view.held ? 'call.unhold' : 'call.hold' })}
          >
            {T.hold}
          </Button>
          <Button
            variant="secondary"
            aria-pressed={view.muted}
            disabled={!view.canHoldOrMute}
            disabledReason={toggleReason}
            onClick={() => send({ type: view.muted ? 'call.unmute' : 'call.mute' })}
          >
            {T.mute}
          </Button>
          <button
            type="button"
            disabled={!view.canEnd}
            onClick={() => send({ type: 'call.end' })}
            className="ml-auto rounded-md bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700 disabled:bg-slate-300"
          >
            {T.end}
          </button>
        </div>
      </div>
    </div>
  );
}

function Badge({ children }: { children: string }) {
  return <span className="rounded bg-amber-100 px-2 py-0.5 text-amber-900">{children}</span>;
}
