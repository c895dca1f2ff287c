import type { Client } from 'openapi-fetch';
import { useState } from 'react';
import type { AnyActorRef } from 'xstate';
import { leadFeedbackMachine } from '../../../machines/leadFeedback/index.ts';
import type { paths } from '../../../openapi/generated/main.ts';
import type { Telephony } from '../../platform/telephony/index.ts';
import { type DeskCase, DeskScreen, type DeskScreenProps } from '../softCall/index.ts';
import { CreateLead } from './CreateLead.tsx';
import { LeadCaseExtras } from './LeadCaseExtras.tsx';
import { type LeadFeedbackActorRef, LeadFeedbackPanel } from './LeadFeedbackPanel.tsx';
import { LeadSummary } from './LeadSummary.tsx';
import { createLeadDeskCalls, type LeadDeskCalls } from './leadDeskCalls.ts';
import { LEAD_DESK_TEXTS as T } from './leadDeskTexts.ts';

/** The lead desk's route under /lender/admin (the menu's key). */
export const LEAD_DESK_PATH = '/lender/admin/newLead';

export type LeadDeskScreenProps = {
  profile: DeskScreenProps['profile'];
  pathname: string;
  navigate: DeskScreenProps['navigate'];
  /** The plain v1 client (the screen shows the server's words itself). */
  api: Client<paths>;
  telephony: Telephony;
  /** The desk's own calls; made over `api` when absent (tests pass fakes). */
  calls?: LeadDeskCalls;
  storage?: Storage;
};

/**
 * The lead desk (spec part 1 §2 'newLead (Lead)'): 'Create New Lead' above the loop of the lead
 * queue, whose cases show where the lead came from and 'Add New GL', with the lead feedback.
 */
export function LeadDeskScreen(props: LeadDeskScreenProps) {
  const [calls] = useState(() => props.calls ?? createLeadDeskCalls(props.api));
  return (
    <div className="flex flex-col gap-4">
      {/* The heading first, then the screen's own action beside it (heading order). */}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
          {T.title}
        </h1>
        <CreateLead calls={calls} />
      </div>
      <DeskScreen
        desk="lead"
        routeBase={LEAD_DESK_PATH}
        title={null}
        profile={props.profile}
        pathname={props.pathname}
        navigate={props.navigate}
        api={props.api}
        telephony={props.telephony}
        {...(props.storage ? { storage: props.storage } : {})}
        feedbackMachine={leadFeedbackMachine}
        renderFeedback={(actorRef: AnyActorRef) => (
          <LeadFeedbackPanel actorRef={actorRef as LeadFeedbackActorRef} />
        )}
        renderSummary={(payload) => <LeadSummary payload={payload} />}
        renderCaseExtras={(call) => <LeadCaseExtras call={call as DeskCase} calls={calls} />}
        // The soft screen's support buttons are for soft calls; a lead's action is 'Add New GL'.
        renderActions={null}
      />
    </div>
  );
}
