import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type AnyActorRef, createActor } from 'xstate';
import type { callMachine } from '../../../machines/call/index.ts';
import type { feedbackMachine } from '../../../machines/feedback/index.ts';
import {
  connectSoftCall,
  SOFT_CALL_TEXTS,
  type SoftCall,
  softCallMachine,
} from '../../../machines/softCall/index.ts';
import { canCall } from '../../domain/access/permissions.ts';
import { caseChatChannel } from '../../domain/chat/channels.ts';
import { Button } from '../../ui/Button.tsx';
import { useView } from '../../ui/hooks/useView.ts';
import type { FeedbackActorRef } from '../feedback/index.ts';
import { FeedbackPanel } from '../feedback/index.ts';
import { CallActions } from './CallActions.tsx';
import { LoopKeyboard } from './keyboard/LoopKeyboard.tsx';
import { LoopFloating } from './LoopFloating.tsx';
import { type SoftCallHolder, SoftCallHost, useSoftCallHolder } from './SoftCallHost.tsx';
import { SoftCallView } from './SoftCallView.tsx';
import type { SavedWorkStore } from './savedWork.ts';
import type { SoftCallCalls } from './softCallCalls.ts';

export type SoftCallRouteProps = {
  /** The route's soft_call_id (the 5th path segment), read when the screen mounts. */
  softCallId: number | null;
  /** The signed-in profile: its telephony login allows calls and the support buttons. */
  profile: { telecmi_username?: string | null; telecmi_pwd?: string | null };
  /** The server calls (createSoftCallCalls over the plain v1 client, or fakes). */
  calls: SoftCallCalls;
  /** The call machine wired to the telephony and the session (provideCallMachine). */
  callMachine: typeof callMachine;
  /** The feedback machine that keeps its drafts (feedbackMachineWithDrafts). */
  feedbackMachine: typeof feedbackMachine;
  /** Keeps a call's result until its feedback is saved; forgets both once saved. */
  savedWork: Pick<SavedWorkStore, 'keepCallResult' | 'clear'>;
  /** Opens a link in a new tab (the messaging app). */
  openWindow: (url: string) => void;
  onUserInfo: (call: SoftCall) => void;
  /** Absent while the app has no chat screen: the Chat button is then not shown. */
  onChat?: (call: SoftCall) => void;
  /** A new case is shown: the app puts its id in the address, so a reload resumes it. */
  onCaseChange?: (softCallId: number) => void;
  /** Back to this screen from another one, while the loop waits there for the call's feedback. */
  onReturn?: () => void;
  /** The countdown; the spec's 10 s unless a demo shortens it. */
  countdownMs?: number;
  /** Where the call popup remembers its position (localStorage by default). */
  popupStorage?: Storage;
  /**
   * The desk whose loop this is (the soft-call loop by default). The loop runs the desk's queue
   * (calls) and its own feedback machine; one desk's loop is held at a time.
   */
  desk?: LoopDesk;
  /** The screen's heading; null when the page around it has the heading (a tab). */
  title?: string | null;
  /** The desk's feedback form over the loop's child 'feedback' (the soft form by default). */
  renderFeedback?: (actorRef: AnyActorRef) => ReactNode;
  /** What the desk adds to the case (its own facts, a comment box). */
  renderCaseExtras?: (call: SoftCall) => ReactNode;
  /** Where the case's loan ids link to (null: plain text); absent: plain text. */
  loanHref?: (loanId: number) => string | null;
  /** The saved feedback in one line while it is being saved (the soft summary by default). */
  renderSummary?: (payload: unknown) => ReactNode;
  /** The desk's call actions; the support buttons by default, null for none. */
  renderActions?: ((call: SoftCall) => ReactNode) | null;
  /** A case's feedback was saved (the loop then forgets its kept work and moves on). */
  onCaseSaved?: (softCallId: number) => void;
};

/** The desks that run the loop: the soft-call loop and the four call desks. */
export type LoopDesk = 'soft' | 'recovery' | 'audit' | 'lead' | 'support';

/**
 * The soft-call loop on screen: the case, the countdown, the call, the feedback. The loop is held
 * by the SoftCallHost above the routes (a local one when there is none), so a call in progress
 * outlives the screen and the screen shows it again on return.
 */
export function SoftCallRoute(props: SoftCallRouteProps) {
  const holder = useSoftCallHolder();
  if (holder) return <LoopScreen {...props} holder={holder} />;
  return (
    <SoftCallHost>
      <HeldLoopScreen {...props} />
    </SoftCallHost>
  );
}

function HeldLoopScreen(props: SoftCallRouteProps) {
  const holder = useSoftCallHolder()!;
  return <LoopScreen {...props} holder={holder} />;
}

function LoopScreen(props: SoftCallRouteProps & { holder: SoftCallHolder }) {
  const { holder } = props;
  const desk = props.desk ?? 'soft';
  const allowed = canCall(props.profile);
  const busyDesk = holder.busyElsewhere(desk);
  if (busyDesk !== null) return <BusyElsewhere {...busyDesk} />;
  return <HeldLoop {...props} desk={desk} allowed={allowed} />;
}

function HeldLoop(
  props: SoftCallRouteProps & { holder: SoftCallHolder; desk: LoopDesk; allowed: boolean },
) {
  const { calls, savedWork, holder, desk, allowed } = props;
  // The loop kept from an earlier visit, else a new one; later props are ignored like any
  // initial state.
  const [actor] = useState(
    () =>
      holder.resume(desk) ??
      createActor(
        softCallMachine.provide({
          actors: {
            fetchNextSoftCall: calls.fetchNextSoftCall,
            loadSavedWork: calls.loadSavedWork,
            saveCallOutcome: calls.saveCallOutcome,
            submitFeedback: calls.submitFeedback,
            requestDialPermit: calls.requestDialPermit,
            callMachine: props.callMachine,
            feedbackMachine: props.feedbackMachine,
          },
          actions: {
            persistCallResult: (_, { softCallId, result }) =>
              savedWork.keepCallResult(softCallId, result),
            clearSavedWork: (_, { softCallId }) => {
              savedWork.clear(softCallId);
              // After the machine's step: a navigation it causes must not run inside it.
              queueMicrotask(() => latest.current.onCaseSaved?.(softCallId));
            },
          },
        }),
        {
          input: {
            softCallId: props.softCallId === holder.finishedAway() ? null : props.softCallId,
            hasTelephonyLogin: allowed,
            desk,
            ...(props.countdownMs === undefined ? {} : { countdownMs: props.countdownMs }),
          },
        },
      ),
  );
  const view = useView(actor, connectSoftCall) ?? connectSoftCall(actor.getSnapshot());
  const feedbackRef = useSelector(actor, (s) => s.children.feedback) as
    | FeedbackActorRef
    | undefined;
  const callRef = useSelector(actor, (s) => s.children.call);
  const screen = useRef<HTMLDivElement>(null);

  const latest = useRef(props);
  latest.current = props;
  const popupStorage = props.popupStorage;
  useEffect(() => {
    holder.attach(
      desk,
      actor,
      () => latest.current.onReturn?.(),
      ({ away }) => (
        <LoopFloating
          loop={actor}
          away={away}
          storage={popupStorage}
          onReturn={() => latest.current.onReturn?.()}
        />
      ),
    );
    return () => holder.detach(actor);
  }, [holder, desk, actor, popupStorage]);

  const caseId = view.call?.id ?? null;
  useEffect(() => {
    if (caseId !== null) latest.current.onCaseChange?.(caseId);
  }, [caseId]);

  const call = view.call;
  return (
    <div ref={screen}>
      <SoftCallView
        view={view}
        send={actor.send}
        title={props.title === undefined ? SOFT_CALL_TEXTS.title : props.title}
        caseExtras={call && props.renderCaseExtras ? props.renderCaseExtras(call) : null}
        loanHref={props.loanHref}
        renderSummary={props.renderSummary}
        onUserInfo={() => call && latest.current.onUserInfo(call)}
        onChat={
          latest.current.onChat === undefined
            ? undefined
            : call && caseChatChannel(call)
              ? () => latest.current.onChat?.(call)
              : null
        }
        actions={
          allowed && call && props.renderActions !== undefined ? (
            props.renderActions === null ? null : (
              props.renderActions(call)
            )
          ) : allowed && call ? (
            <CallActions
              key={call.id}
              call={call}
              calls={calls}
              openWindow={(url) => latest.current.openWindow(url)}
            />
          ) : null
        }
        feedback={
          feedbackRef ? (
            props.renderFeedback ? (
              props.renderFeedback(feedbackRef)
            ) : (
              <FeedbackPanel actorRef={feedbackRef} />
            )
          ) : null
        }
      />
      <LoopKeyboard root={screen} view={view} send={actor.send} callRef={callRef} />
    </div>
  );
}

/**
 * Another desk's call (or its unsaved feedback) is in progress: one loop at a time, so this desk
 * waits, and says where the work is.
 */
function BusyElsewhere({ desk, goBack }: { desk: LoopDesk; goBack: () => void }) {
  const label = SOFT_CALL_TEXTS.desks[desk];
  return (
    <div className="flex flex-col items-start gap-3">
      <p role="status" className="text-sm text-slate-700">
        {SOFT_CALL_TEXTS.busyElsewhere(label)}
      </p>
      <Button onClick={goBack}>{SOFT_CALL_TEXTS.goToDesk(label)}</Button>
    </div>
  );
}
