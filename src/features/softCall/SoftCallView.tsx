import { type ReactNode, useRef } from 'react';
import {
  type SoftCallEvent,
  SOFT_CALL_TEXTS as T,
  type SoftCallView as View,
} from '../../../machines/softCall/index.ts';
import { Button } from '../../ui/Button.tsx';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { useFocusRescue } from '../../ui/hooks/useFocusRescue.ts';
import { CaseView } from './CaseView.tsx';
import { Countdown } from './Countdown.tsx';
import { FeedbackSummary } from './components/FeedbackSummary.tsx';
import { DialGuard } from './DialGuard.tsx';

export type SoftCallViewProps = {
  view: View;
  send: (event: SoftCallEvent) => void;
  onUserInfo: () => void;
  /** Null: the customer has no chat channel; absent: the app has no chat screen yet. */
  onChat?: (() => void) | null;
  /** The feedback form of the call just made (the loop's child 'feedback'). */
  feedback?: ReactNode;
  /** The support buttons; absent when the profile cannot call. */
  actions?: ReactNode;
  /**
   * A call popup drawn with the screen (stories). In the app the SoftCallHost floats the popup
   * over every screen instead, so it outlives this one.
   */
  callPopup?: ReactNode;
  /** The screen's heading (Customer Support by default); null when the page has it (a tab). */
  title?: string | null;
  /** What the desk adds to the case (its own facts, a comment box). */
  caseExtras?: ReactNode;
  /** Where the case's loan ids link to (null: plain text); absent: plain text. */
  loanHref?: ((loanId: number) => string | null) | undefined;
  /** The feedback being saved in one line (the soft-call summary by default). */
  renderSummary?: ((payload: unknown) => ReactNode) | undefined;
};

function Status({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <p role="status" aria-busy={busy || undefined} className="text-sm text-slate-700">
      {children}
    </p>
  );
}

/**
 * Where focus goes when the control that had it disappears (Call now, Stop, Submit, the popup's
 * End): the feedback form when it is due, else the control bar, else the first button, else the
 * title.
 */
const FOCUS_NEXT = {
  targets: ['[data-focus-next]', '[data-control-bar]', 'button', 'h1'],
  alsoFrom: '[data-call-popup]',
} as const;

/** The soft-call screen as a function of the loop's view model. */
export function SoftCallView(props: SoftCallViewProps) {
  const { view, send } = props;
  const root = useRef<HTMLDivElement>(null);
  useFocusRescue(root, FOCUS_NEXT);
  return (
    <div ref={root} className="flex flex-col gap-4">
      {props.title === null ? null : (
        <h1 tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
          {props.title ?? T.title}
        </h1>
      )}
      {view.phase === 'loading' ? <Status busy>{T.loading}</Status> : null}
      {view.phase === 'loadFailed' ? (
        <div className="flex flex-col items-start gap-3">
          <ErrorBox>{T.loadFailed(view.loadError ?? '')}</ErrorBox>
          <LoopButtons view={view} send={send} retryLabel={T.retry} />
        </div>
      ) : null}
      {view.phase === 'noQueue' ? <Status>{view.noQueueMessage}</Status> : null}
      {view.phase === 'empty' ? (
        <div className="flex flex-col items-start gap-3">
          <Status>{view.emptyMessage}</Status>
          <LoopButtons view={view} send={send} retryLabel={T.checkAgain} />
        </div>
      ) : null}
      {view.phase === 'stopped' ? (
        <div className="flex flex-col items-start gap-3">
          <Status>{T.stopped}</Status>
          {view.keptOnStop ? <p className="text-sm text-slate-600">{T.keptOnStop}</p> : null}
          <Button onClick={() => send({ type: 'loop.start' })}>{T.start}</Button>
        </div>
      ) : null}
      {view.call ? (
        <>
          {view.restored ? <Status>{T.restored}</Status> : null}
          <CaseView
            call={view.call}
            onUserInfo={props.onUserInfo}
            onChat={props.onChat}
            loanHref={props.loanHref}
          />
          {props.caseExtras}
          {view.stage === 'restoring' ? <Status busy>{T.loading}</Status> : null}
          <DialGuard view={view} send={send} />
          {view.countdown || view.telephonyMessage ? <Countdown view={view} send={send} /> : null}
          <WorkingBar view={view} send={send} renderSummary={props.renderSummary} />
          {props.actions}
          {view.stage === 'feedback' ? <div data-focus-next>{props.feedback}</div> : null}
        </>
      ) : null}
      {props.callPopup}
    </div>
  );
}

function LoopButtons({
  view,
  send,
  retryLabel,
}: {
  view: View;
  send: SoftCallViewProps['send'];
  retryLabel: string;
}) {
  return (
    <div className="flex gap-2">
      {view.canRetryLoad ? (
        <Button onClick={() => send({ type: 'loop.retry' })}>{retryLabel}</Button>
      ) : null}
      {view.canStop ? (
        <Button variant="secondary" onClick={() => send({ type: 'loop.stop' })}>
          {T.stop}
        </Button>
      ) : null}
    </div>
  );
}

/** While a call or its feedback is in progress: what is happening, and stop-after-this-case. */
function WorkingBar({
  view,
  send,
  renderSummary,
}: {
  view: View;
  send: SoftCallViewProps['send'];
  renderSummary: SoftCallViewProps['renderSummary'];
}) {
  const stage = view.stage;
  if (stage !== 'calling' && stage !== 'feedback' && stage !== 'saving' && stage !== 'saveFailed') {
    return null;
  }
  return (
    <div
      data-control-bar
      className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      {stage === 'calling' ? <Status>{T.calling}</Status> : null}
      {stage === 'feedback' ? (
        <Status>
          {view.resultText ? `${view.resultText} ` : ''}
          {T.feedbackDue}
        </Status>
      ) : null}
      {stage === 'saving' ? (
        <Status busy>{view.saving === 'outcome' ? T.savingOutcome : T.savingFeedback}</Status>
      ) : null}
      {view.feedback ? (
        renderSummary ? (
          renderSummary(view.feedback)
        ) : (
          <FeedbackSummary feedback={view.feedback} />
        )
      ) : null}
      {stage === 'saveFailed' ? (
        <>
          <ErrorBox>{T.saveFailed(view.saveError ?? '')}</ErrorBox>
          <Button onClick={() => send({ type: 'save.retry' })}>{T.retrySave}</Button>
          <Button variant="secondary" onClick={() => send({ type: 'feedback.edit' })}>
            {T.editFeedback}
          </Button>
        </>
      ) : null}
      {view.stopRequested ? <p className="text-sm text-slate-600">{T.stopRequested}</p> : null}
      <div className="ml-auto flex gap-2">
        {view.canContinue ? (
          <Button variant="secondary" onClick={() => send({ type: 'loop.continue' })}>
            {T.keepGoing}
          </Button>
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
