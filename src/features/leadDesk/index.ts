export { AddGroupLeader, type AddGroupLeaderProps } from './AddGroupLeader.tsx';
export { CreateLead, type CreateLeadProps } from './CreateLead.tsx';
export { LeadCaseExtras, type LeadCaseExtrasProps } from './LeadCaseExtras.tsx';
export { LEAD_DESK_PATH, LeadDeskScreen, type LeadDeskScreenProps } from './LeadDeskScreen.tsx';
export { LeadFeedbackForm, type LeadFeedbackFormProps } from './LeadFeedbackForm.tsx';
export { type LeadFeedbackActorRef, LeadFeedbackPanel } from './LeadFeedbackPanel.tsx';
export { LeadSummary } from './LeadSummary.tsx';
export { createLeadDeskCalls, type LeadDeskCalls } from './leadDeskCalls.ts';
export { LEAD_DESK_TEXTS } from './leadDeskTexts.ts';
