import type { Client } from 'openapi-fetch';
import { useState } from 'react';
import type { AnyActorRef } from 'xstate';
import { auditFeedbackMachine } from '../../../machines/auditFeedback/index.ts';
import type { AuditUploadActors } from '../../../machines/auditUpload/index.ts';
import type { paths } from '../../../openapi/generated/main.ts';
import type { Telephony } from '../../platform/telephony/index.ts';
import { type DeskCase, DeskScreen, softCallIdFromPath } from '../softCall/index.ts';
import { AuditCaseFacts } from './AuditCaseFacts.tsx';
import { type AuditFeedbackActorRef, AuditFeedbackPanel } from './AuditFeedbackPanel.tsx';
import { AuditFeedbackSummary } from './AuditFeedbackSummary.tsx';
import { AuditUpload } from './AuditUpload.tsx';
import { AUDIT_DESK_TEXTS as T } from './auditDeskTexts.ts';
import { createAuditUploadCalls } from './auditUploadCalls.ts';

/** The desk's route (menu 'Audit Recovery'); a case's id follows it. */
export const AUDIT_DESK_PATH = '/lender/admin/newAuditRecoveryCalls';
/** Part 2 §2: an audit opened by its id returns here once saved. */
export const AUDIT_RETURN_PATH = '/lender/admin/callingDetails/';

export type AuditDeskScreenProps = {
  profile: { telecmi_username?: string | null; telecmi_pwd?: string | null };
  pathname: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  api: Client<paths>;
  telephony: Telephony;
  /** The rule table's auditUpload: the upload panel shows above the desk. */
  canUpload: boolean;
  /**
   * The user may open Customer Support, where a saved audit opened by its id returns (part 2
   * §2). An auditor whose menu lacks it stays at the desk, which goes on with the queue, rather
   * than land on a refusal.
   */
  canReturnToSupport: boolean;
  /** Fakes in tests and stories; the real call over `api` otherwise. */
  uploadActors?: AuditUploadActors;
  storage?: Storage;
};

/**
 * Audit Recovery (part 1 §2 newAuditRecoveryCalls): the audit-file upload for those who may, and
 * the audit desk's call loop with the audit form. The spec gives the audit view no support
 * buttons. Opened for one case (its id in the path), saving that case's audit returns to
 * Customer Support (part 2 §2).
 */
export function AuditDeskScreen(props: AuditDeskScreenProps) {
  const { navigate } = props;
  const [openedCase] = useState(() => softCallIdFromPath(props.pathname));
  const [uploadActors] = useState(() => props.uploadActors ?? createAuditUploadCalls(props.api));
  return (
    <div className="flex flex-col gap-6">
      {/* The screen's heading comes first: the upload panel sits above the desk. */}
      <h1 tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
        {T.title}
      </h1>
      {props.canUpload ? <AuditUpload actors={uploadActors} /> : null}
      <DeskScreen
        desk="audit"
        routeBase={AUDIT_DESK_PATH}
        title={null}
        profile={props.profile}
        pathname={props.pathname}
        navigate={navigate}
        api={props.api}
        telephony={props.telephony}
        feedbackMachine={auditFeedbackMachine}
        renderFeedback={(actorRef: AnyActorRef) => (
          <AuditFeedbackPanel actorRef={actorRef as AuditFeedbackActorRef} />
        )}
        renderSummary={(payload) => <AuditFeedbackSummary payload={payload} />}
        renderCaseExtras={(call) => <AuditCaseFacts audit={(call as DeskCase).audit} />}
        renderActions={null}
        onCaseSaved={(caseId) => {
          if (caseId === openedCase && props.canReturnToSupport) navigate(AUDIT_RETURN_PATH);
        }}
        {...(props.storage ? { storage: props.storage } : {})}
      />
    </div>
  );
}
