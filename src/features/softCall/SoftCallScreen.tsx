import type { Client } from 'openapi-fetch';
import { useRef, useState } from 'react';
import type { SoftCall } from '../../../machines/softCall/index.ts';
import type { paths } from '../../../openapi/generated/main.ts';
import { caseChatChannel, chatPagePath } from '../../domain/chat/channels.ts';
import type { Telephony } from '../../platform/telephony/index.ts';
import { SimulatorPanelSlot, useCallMachine } from '../call/index.ts';
import { feedbackMachineWithDrafts } from '../feedback/index.ts';
import { SoftCallRoute } from './SoftCallRoute.tsx';
import { createSavedWorkStore } from './savedWork.ts';
import { createSoftCallCalls } from './softCallCalls.ts';
import { pathForCase, SOFT_CALL_PATH, softCallIdFromPath } from './softCallPaths.ts';

export type SoftCallScreenProps = {
  profile: { telecmi_username?: string | null; telecmi_pwd?: string | null };
  /** The current path (e.g. wouter's useLocation()[0]); its 5th segment is the case to open. */
  pathname: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The plain v1 client (the screen shows the server's words itself). */
  api: Client<paths>;
  /** The app's telephony; its simulator, when configured, gets a steering panel here. */
  telephony: Telephony;
  /** The screen's heading; null when the page around it has one (a tab). */
  title?: string | null;
  storage?: Storage;
};

/**
 * The soft-call screen wired to the app: the API, the telephony and the session (through the
 * call machine), the kept drafts and call results, navigation and new tabs. Mount it inside the
 * signed-in pages (it needs the session actor).
 */
export function SoftCallScreen(props: SoftCallScreenProps) {
  const { profile, navigate } = props;
  const [softCallId] = useState(() => softCallIdFromPath(props.pathname));
  const [wiring] = useState(() => {
    const savedWork = createSavedWorkStore(props.storage);
    return {
      savedWork,
      calls: createSoftCallCalls(props.api, { savedWork }),
      feedbackMachine: feedbackMachineWithDrafts(props.storage),
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
        title={props.title}
        softCallId={softCallId}
        profile={profile}
        calls={wiring.calls}
        callMachine={callMachine}
        feedbackMachine={wiring.feedbackMachine}
        savedWork={wiring.savedWork}
        openWindow={(url) => window.open(url, '_blank', 'noopener,noreferrer')}
        onUserInfo={(call) => navigate(`/lender/user/${call.username}`)}
        onChat={(call: SoftCall) => {
          // The case's loan channel; the chat page itself refuses a role without chat.
          const channel = caseChatChannel(call);
          if (channel) navigate(chatPagePath(channel));
        }}
        onReturn={() => navigate(SOFT_CALL_PATH)}
        onCaseChange={(id) => {
          const next = pathForCase(pathname.current, id);
          if (next !== pathname.current) navigate(next, { replace: true });
        }}
      />
      {props.telephony.simulator ? (
        <SimulatorPanelSlot simulator={props.telephony.simulator} />
      ) : null}
    </div>
  );
}
