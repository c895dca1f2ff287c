// Service handlers per OpenAPI document, keyed by operationId; the types check none is missing.
import type { operations as AuthOps } from '../../openapi/generated/auth.ts';
import type { operations as ChatOps } from '../../openapi/generated/chat.ts';
import type { operations as MainOps } from '../../openapi/generated/main.ts';
import type { Ctx } from '../context.ts';
import { alternateContactHandlers } from './alternateContacts.ts';
import { authHandlers } from './auth.ts';
import { blacklistHandlers } from './blacklist.ts';
import { bureauHandlers } from './bureau.ts';
import { businessProfileHandlers } from './businessProfile.ts';
import { callDeskHandlers } from './callDesks.ts';
import { channelTaskHandlers } from './channelTasks.ts';
import { chatHandlers } from './chat.ts';
import { chatActionHandlers } from './chatActions.ts';
import { chatCatalogueHandlers } from './chatCatalogue.ts';
import { chatChannelHandlers } from './chatChannels.ts';
import { chatMemberHandlers } from './chatMembers.ts';
import { chatMessageHandlers } from './chatMessages.ts';
import { chatModerationHandlers } from './chatModeration.ts';
import { chatPeopleHandlers } from './chatPeople.ts';
import { chatSchedulerHandlers } from './chatScheduler.ts';
import { chatSettingsHandlers } from './chatSettings.ts';
import { collectionHandlers } from './collections.ts';
import { complaintHandlers } from './complaints.ts';
import { contactsHistoryHandlers } from './contactsHistory.ts';
import { customerActionHandlers } from './customerActions.ts';
import { customerLoanRecordHandlers } from './customerLoanRecords.ts';
import { customerLoanHandlers } from './customerLoans.ts';
import { customerProfileHandlers } from './customerProfile.ts';
import { customerRelationshipHandlers } from './customerRelationships.ts';
import { customerHandlers } from './customers.ts';
import { dashboardHandlers } from './dashboard.ts';
import { deviceProfileHandlers } from './deviceProfile.ts';
import { deviceHandlers } from './devices.ts';
import { documentHandlers } from './documents.ts';
import { employerHandlers } from './employers.ts';
import { hrHandlers } from './hr.ts';
import { jobHandlers } from './jobs.ts';
import { leadAndCommentHandlers } from './leadsAndComments.ts';
import { loanHistoryHandlers } from './loanHistory.ts';
import { loanPageHandlers } from './loanPage.ts';
import { loanHandlers } from './loans.ts';
import { nativeTaskHandlers } from './nativeTasks.ts';
import { salaryEmiHandlers } from './salaryEmi.ts';
import { softCallHandlers } from './softCalls.ts';
import { staffProfileHandlers } from './staffProfile.ts';
import { supportHandlers } from './support.ts';
import { supportAdminHandlers } from './supportAdmin.ts';
import { taskHandlers } from './tasks.ts';
import { teamHandlers } from './team.ts';
import type { Handlers } from './types.ts';
import { walletHandlers } from './wallet.ts';

export function serviceHandlers(ctx: Ctx) {
  const auth: Handlers<AuthOps> = {
    ...authHandlers(ctx),
    ...staffProfileHandlers(ctx),
    ...businessProfileHandlers(ctx),
  };
  const main: Handlers<MainOps> = {
    ...loanHandlers(ctx),
    ...customerHandlers(ctx),
    ...softCallHandlers(ctx),
    ...supportHandlers(ctx),
    ...blacklistHandlers(ctx),
    ...dashboardHandlers(ctx),
    ...alternateContactHandlers(ctx),
    ...customerLoanHandlers(ctx),
    ...customerRelationshipHandlers(ctx),
    ...customerLoanRecordHandlers(ctx),
    ...customerActionHandlers(ctx),
    ...loanHistoryHandlers(ctx),
    ...contactsHistoryHandlers(ctx),
    ...customerProfileHandlers(ctx),
    ...collectionHandlers(ctx),
    ...walletHandlers(ctx),
    ...bureauHandlers(ctx),
    ...salaryEmiHandlers(ctx),
    ...deviceHandlers(ctx),
    ...deviceProfileHandlers(ctx),
    ...employerHandlers(ctx),
    ...documentHandlers(ctx),
    ...callDeskHandlers(ctx),
    ...leadAndCommentHandlers(ctx),
    ...supportAdminHandlers(ctx),
    ...loanPageHandlers(ctx),
    ...jobHandlers(ctx),
    ...teamHandlers(ctx),
    ...complaintHandlers(ctx),
    ...hrHandlers(ctx),
    ...taskHandlers(ctx),
    ...nativeTaskHandlers(ctx),
  };
  const chat: Handlers<ChatOps> = {
    ...chatHandlers(ctx),
    ...chatChannelHandlers(ctx),
    ...chatMessageHandlers(ctx),
    ...chatPeopleHandlers(ctx),
    ...chatSchedulerHandlers(ctx),
    ...chatActionHandlers(ctx),
    ...chatMemberHandlers(ctx),
    ...chatModerationHandlers(ctx),
    ...chatSettingsHandlers(ctx),
    ...chatCatalogueHandlers(ctx),
    ...channelTaskHandlers(ctx),
  };
  return { auth, main, chat };
}
