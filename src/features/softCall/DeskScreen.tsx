import type { Client } from 'openapi-fetch';
import { type ReactNode, useRef, useState } from 'react';
import type { AnyActorRef, AnyStateMachine } from 'xstate';
import type { feedbackMachine } from '../../../machines/feedback/index.ts';
import type { SoftCall } from '../../../machines/softCall/index.ts';
import type { paths } from '../../../openapi/generated/main.ts';
import { caseChatChannel, chatPagePath } from '../../domain/chat/channels.ts';
import { saveDraft } from '../../platform/feedbackDrafts.ts';
import { browserStorage } from '../../platform/storage/memoryStorage.ts';
import type { Telephony } from '../../platform/telephony/index.ts';
import { SimulatorPanelSlot, useCallMachine } from '../call/index.ts';
import { createDeskCalls, type Desk } from './deskCalls.ts';
import { SoftCallRoute } from './SoftCallRoute.tsx';
import { createSavedWorkStore } from './savedWork.ts';
import { caseIdAfter } from './softCallPaths.ts';

/**
 * A desk's feedback machine, as the loop runs it: input `{ softCallId, draft, today }` (draft:
 * what was kept for the case, or the payload sent back to be edited, or null: read it with the
 * desk's own parse), output the desk's feedback body, and a `persistDraft` action with params
 * `{ softCallId, draft }` that this screen provides (the draft kept under the desk's key).
 */
export type DeskFeedbackMachine = AnyStateMachine;

export type DeskScreenProps = {
  desk: Desk;
  /** The desk's route, e.g. /lender/admin/newRecoveryCalls; a case's id follows it. */
  routeBase: string;
  profile: { telecmi_username?: string | null; telecmi_pwd?: string | null };
  /** The current path; the segment after routeBase is the case to open. */
  pathname: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The plain v1 client (the screen shows the server's words itself). */
  api: Client<paths>;
  telephony: Telephony;
  feedbackMachine: DeskFeedbackMachine;
  renderFeedback: (actorRef: AnyActorRef) => ReactNode;
  renderSummary: (payload: unknown) => ReactNode;
  renderCaseExtras?: (call: SoftCall) => ReactNode;
  /** Where the case's loan ids link to (null: plain text); absent: plain text. */
  loanHref?: (loanId: number) => string | null;
  /** The desk's call actions; the support buttons by default, null for none. */
  renderActions?: ((call: SoftCall) => ReactNode) | null;
  /** The screen's heading; null when the page around it has one (a tab). */
  title?: string | null;
  /** A case's feedback was saved. */
  onCaseSaved?: (caseId: number) => void;
  storage?: Storage;
};

/**
 * One call desk on screen: the guided loop (next case, countdown, call, feedback, next) over the
 * desk's queue, with the desk's feedback form, its kept drafts and call results, the telephony
 * and navigation. The loop is the soft-call loop's; only the queue and the feedback differ.
 */
export function DeskScreen(props: DeskScreenProps) {
  const { profile, navigate, desk, routeBase } = props;
  const [caseId] = useState(() => caseIdAfter(props.pathname, routeBase));
  const [wiring] = useState(() => {
    const storage = props.storage ?? browserStorage('localStorage');
    const savedWork = createSavedWorkStore(storage, desk);
    const machine = props.feedbackMachine.provide({
      actions: {
        persistDraft: (_: unknown, params: { softCallId: number; draft: unknown }) =>
          saveDraft(params.softCallId, params.draft, storage, desk),
      },
    });
    return {
      savedWork,
      calls: createDeskCalls(props.api, desk, { savedWork }),
      // The loop types its child as the soft feedback machine; a desk's has the same shape.
      feedbackMachine: machine as unknown as typeof feedbackMachine,
    };
  });
  const callMachine = useCallMachine({
    telephony: props.telephony.port,
    credentials: () =>
      profile.telecmi_username && profile.telecmi_pwd
        ? { username: profile.telecmi_username, password: profile.telecmi_pwd }
        : null,
  });
  const pathname = useRef(props.pathname);
  pathname.current = props.pathname;
  return (
    <div className="flex flex-col gap-6">
      <SoftCallRoute
        desk={desk}
        title={props.title}
        softCallId={caseId}
        profile={profile}
        calls={wiring.calls}
        callMachine={callMachine}
        feedbackMachine={wiring.feedbackMachine}
        savedWork={wiring.savedWork}
        renderFeedback={props.renderFeedback}
        renderSummary={props.renderSummary}
        {...(props.renderCaseExtras ? { renderCaseExtras: props.renderCaseExtras } : {})}
        {...(props.loanHref ? { loanHref: props.loanHref } : {})}
        {...(props.renderActions === undefined ? {} : { renderActions: props.renderActions })}
        {...(props.onCaseSaved ? { onCaseSaved: props.onCaseSaved } : {})}
        openWindow={(url) => window.open(url, '_blank', 'noopener,noreferrer')}
        onUserInfo={(call) => navigate(`/lender/user/${call.username}`)}
        onChat={(call: SoftCall) => {
          // The case's loan channel; the chat page itself refuses a role without chat.
          const channel = caseChatChannel(call);
          if (channel) navigate(chatPagePath(channel));
        }}
        onReturn={() => navigate(routeBase)}
        onCaseChange={(id) => {
          const next = `${routeBase}/${id}`;
          if (next !== pathname.current) navigate(next, { replace: true });
        }}
      />
      {props.telephony.simulator ? (
        <SimulatorPanelSlot simulator={props.telephony.simulator} />
      ) : null}
    </div>
  );
}
