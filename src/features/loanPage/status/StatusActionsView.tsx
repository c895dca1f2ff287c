import type { LoanDecisionActors } from '../../../../machines/loanDecision/index.ts';
import type { RoleFlags } from '../../../domain/access/roles.ts';
import { formatRupees } from '../../../domain/format.ts';
import type { LoanRecord } from '../../../domain/loanPage.ts';
import { statusLabel } from '../../../domain/loans.ts';
import { type FolderActors, type MainQueries, UserDocFolder } from '../../documents/index.ts';
import { LoanDecisions } from './components/LoanDecisions.tsx';
import { ShareChecks } from './components/ShareChecks.tsx';
import { ShareVideo } from './components/ShareVideo.tsx';
import type { StatusActors } from './statusCalls.ts';
import { STATUS_TEXTS as T } from './statusTexts.ts';

/** What the user's role may do here (the loan page's rule table, read by the tab). */
export type StatusRights = {
  setChecks: boolean;
  assignVideo: boolean;
  /** Employment agreements are fetched at all (admin and technology only). */
  agreements: boolean;
};

export type StatusActionsViewProps = {
  loan: LoanRecord;
  flags: RoleFlags;
  rights: StatusRights;
  queries: MainQueries;
  actors: StatusActors & LoanDecisionActors;
  /** Test doubles of the agreement folder's calls; the real ones otherwise. */
  folderActors?: FolderActors;
  /** The loan changed on the server (a decision): the page reads it again. */
  onLoanChanged: () => void;
};

/**
 * The Status & Actions tab (part 1 §2 '#statusActions'): the loan's status and decisions, then
 * per co-borrower the share's status, data checks, video and employment agreements.
 */
export function StatusActionsView(props: StatusActionsViewProps) {
  const { loan, flags, rights, queries, actors } = props;
  return (
    <div className="flex flex-col gap-4">
      <section
        aria-label={T.loanStatus}
        className="flex flex-col gap-3 rounded-md border border-slate-300 p-3"
      >
        <p className="text-sm">
          <span className="text-slate-600">{T.loanStatus}: </span>
          <strong className="font-semibold text-slate-900">{statusLabel(loan.status)}</strong>
        </p>
        <LoanDecisions
          loan={loan}
          flags={flags}
          decideLoan={actors.decideLoan}
          onDecided={props.onLoanChanged}
        />
      </section>
      <h3 className="text-sm font-semibold text-slate-900">{T.coBorrowers}</h3>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        {loan.co_borrowers.map((share) => {
          const who = T.borrower(share.name, share.user);
          return (
            <section
              key={share.user}
              aria-label={who}
              className="flex flex-col gap-3 rounded-md border border-slate-300 p-3"
            >
              <h4 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                {who}
                {share.is_leader ? (
                  <span className="rounded bg-brand-50 px-1 text-xs text-brand-700">
                    {T.leader}
                  </span>
                ) : null}
              </h4>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-slate-600">{T.shareStatus}</dt>
                <dd className="text-slate-900">{statusLabel(share.loanshare_status)}</dd>
                <dt className="text-slate-600">{T.shareAmount}</dt>
                <dd className="text-slate-900">{formatRupees(share.loanshare_amount)}</dd>
              </dl>
              <ShareChecks
                loanId={loan.id}
                username={share.user}
                name={share.name}
                checks={share.checks}
                canWrite={rights.setChecks}
                setLoanshareCheck={actors.setLoanshareCheck}
              />
              <div className="flex flex-col gap-1">
                <h5 className="text-sm font-medium text-slate-700">{T.video}</h5>
                <ShareVideo
                  loanId={loan.id}
                  username={share.user}
                  assigned={share.video_doc_id}
                  name={share.name}
                  canAssign={rights.assignVideo}
                  queries={queries}
                  assignLoanshareVideo={actors.assignLoanshareVideo}
                />
              </div>
              {rights.agreements ? (
                <UserDocFolder
                  queries={queries}
                  flags={flags}
                  username={share.user}
                  doctype="employment_agreement"
                  heading={T.agreementsOf(share.name)}
                  loanId={loan.id}
                  actors={props.folderActors}
                />
              ) : null}
            </section>
          );
        })}
      </div>
    </div>
  );
}
