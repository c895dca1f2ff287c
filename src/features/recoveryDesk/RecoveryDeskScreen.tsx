import type { Client } from 'openapi-fetch';
import { useState } from 'react';
import { feedbackMachine } from '../../../machines/feedback/index.ts';
import type { LoanCommentActors } from '../../../machines/loanComment/index.ts';
import type { FeedbackPayload, SoftCall } from '../../../machines/softCall/index.ts';
import type { paths } from '../../../openapi/generated/main.ts';
import { caseLoanHref } from '../../domain/access/caseLoanLinks.ts';
import { canPostLoanComment } from '../../domain/access/loanComments.ts';
import type { RoleFlags } from '../../domain/access/roles.ts';
import type { Telephony } from '../../platform/telephony/index.ts';
import { type FeedbackActorRef, FeedbackPanel } from '../feedback/index.ts';
import { createLoanCommentActors, LoanCommentBox } from '../loanComments/index.ts';
import { DeskScreen, FeedbackSummary } from '../softCall/index.ts';
import { RECOVERY_DESK_PATH, RECOVERY_DESK_TEXTS as T } from './recoveryDeskTexts.ts';

export type RecoveryDeskScreenProps = {
  profile: { telecmi_username?: string | null; telecmi_pwd?: string | null };
  /** The signed-in user's role flags: who posts recovery comments, who gets loan links. */
  flags: RoleFlags;
  pathname: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The plain v1 client (the screen shows the server's words itself). */
  api: Client<paths>;
  telephony: Telephony;
  /** The comment's save; the API's by default (tests give fakes). */
  commentActors?: LoanCommentActors;
  /** Whether the loan page exists (the app's switch by default; tests say). */
  loanPageExists?: boolean;
  storage?: Storage;
};

/**
 * The recovery desk (part 1 §2 newRecoveryCalls): the guided call loop over the recovery queue
 * with the soft-call feedback (the spec gives recovery calls the soft options) and the support
 * buttons, and under the case the recovery comment on one of its loans for those who may post
 * it. The recovery agency reads loan ids as plain text (part 1 §6).
 */
export function RecoveryDeskScreen(props: RecoveryDeskScreenProps) {
  const { flags } = props;
  const [commentActors] = useState(() => props.commentActors ?? createLoanCommentActors(props.api));
  const comments = canPostLoanComment(flags, 'recovery');
  return (
    <DeskScreen
      desk="recovery"
      routeBase={RECOVERY_DESK_PATH}
      title={T.title}
      profile={props.profile}
      pathname={props.pathname}
      navigate={props.navigate}
      api={props.api}
      telephony={props.telephony}
      {...(props.storage ? { storage: props.storage } : {})}
      feedbackMachine={feedbackMachine}
      renderFeedback={(actorRef) => <FeedbackPanel actorRef={actorRef as FeedbackActorRef} />}
      renderSummary={(payload) => <FeedbackSummary feedback={payload as FeedbackPayload} />}
      loanHref={caseLoanHref(flags, props.loanPageExists)}
      {...(comments
        ? { renderCaseExtras: (call) => <CaseComment call={call} actors={commentActors} /> }
        : {})}
    />
  );
}

/** The recovery comment on the case's loans; another case starts a new box. */
function CaseComment({ call, actors }: { call: SoftCall; actors: LoanCommentActors }) {
  return (
    <LoanCommentBox
      key={call.id}
      kind="recovery"
      username={call.username}
      loanIds={call.loans.map((loan) => loan.loan_id)}
      actors={actors}
    />
  );
}
