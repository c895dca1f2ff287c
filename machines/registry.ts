import { addEmployeePaths } from './addEmployee/addEmployee.paths.ts';
import { addGroupLeaderPaths } from './addGroupLeader/addGroupLeader.paths.ts';
import { addUserGroupPaths } from './addUserGroup/addUserGroup.paths.ts';
import { alternateContactsPaths } from './alternateContacts/alternateContacts.paths.ts';
import { appSessionPaths } from './appSession/appSession.paths.ts';
import { auditFeedbackPaths } from './auditFeedback/auditFeedback.paths.ts';
import { auditUploadPaths } from './auditUpload/auditUpload.paths.ts';
import { loginPagePaths } from './auth/loginPage.paths.ts';
import { magicLinkPaths } from './auth/magicLink.paths.ts';
import { otpLoginPaths } from './auth/otpLogin.paths.ts';
import { passwordLoginPaths } from './auth/passwordLogin.paths.ts';
import { passwordResetPaths } from './auth/passwordReset.paths.ts';
import { blacklistLevelPaths } from './blacklistLevel/blacklistLevel.paths.ts';
import { businessAdminsPaths } from './businessAdmins/businessAdmins.paths.ts';
import { businessProfilePaths } from './businessProfile/businessProfile.paths.ts';
import { callPaths } from './call/call.paths.ts';
import { assignLeadPaths } from './callActions/assignLead.paths.ts';
import { escalatePaths } from './callActions/escalate.paths.ts';
import { paymentLinkPaths } from './callActions/paymentLink.paths.ts';
import { sendMessagePaths } from './callActions/sendMessage.paths.ts';
import { channelListPaths } from './channelList/channelList.paths.ts';
import { channelMembersPaths } from './channelMembers/channelMembers.paths.ts';
import { channelSettingsPaths } from './channelSettings/channelSettings.paths.ts';
import { channelTaskPaths } from './channelTask/channelTask.paths.ts';
import { chatActionsPaths } from './chatActions/chatActions.paths.ts';
import { channelProfilePaths } from './chatChannel/channelProfile.paths.ts';
import { channelSearchPaths } from './chatChannel/channelSearch.paths.ts';
import { chatChannelPaths } from './chatChannel/chatChannel.paths.ts';
import { messageActionsPaths } from './chatChannel/messageActions.paths.ts';
import { chatComposerPaths } from './chatComposer/chatComposer.paths.ts';
import { chatLocationPaths } from './chatLocation/chatLocation.paths.ts';
import { chatOutboxPaths } from './chatOutbox/chatOutbox.paths.ts';
import { collectionDownloadPaths } from './collectionDownload/collectionDownload.paths.ts';
import { contactsSyncPaths } from './contactsSync/contactsSync.paths.ts';
import { createChannelPaths } from './createChannel/createChannel.paths.ts';
import { createJobPaths } from './createJob/createJob.paths.ts';
import { createLeadPaths } from './createLead/createLead.paths.ts';
import { crifPullPaths } from './crifPull/crifPull.paths.ts';
import { customerListPaths } from './customerList/customerList.paths.ts';
import { deviceDownloadPaths } from './deviceDownload/deviceDownload.paths.ts';
import { deviceOwnerPaths } from './deviceOwner/deviceOwner.paths.ts';
import { docAssignPaths } from './docAssign/docAssign.paths.ts';
import { docToolbarPaths } from './docToolbar/docToolbar.paths.ts';
import { docUploadPaths } from './docUpload/docUpload.paths.ts';
import { documentViewerPaths } from './documentViewer/documentViewer.paths.ts';
import { imageRotationPaths } from './documentViewer/imageRotation.paths.ts';
import { pdfDocumentPaths } from './documentViewer/pdfDocument.paths.ts';
import { earlyPayPaths } from './earlyPay/earlyPay.paths.ts';
import { employerDetailsPaths } from './employerDetails/employerDetails.paths.ts';
import { employerDirectoryPaths } from './employerDirectory/employerDirectory.paths.ts';
import { employerPickPaths } from './employerPick/employerPick.paths.ts';
import { featureBlockPaths } from './featureBlock/featureBlock.paths.ts';
import { feedbackPaths } from './feedback/feedback.paths.ts';
import { leadFeedbackPaths } from './leadFeedback/leadFeedback.paths.ts';
import { loanCommentPaths } from './loanComment/loanComment.paths.ts';
import { loanConfigPaths } from './loanConfig/loanConfig.paths.ts';
import { loanConfigJumpPaths } from './loanConfigJump/loanConfigJump.paths.ts';
import { loanDecisionPaths } from './loanDecision/loanDecision.paths.ts';
import { loanListPaths } from './loanList/loanList.paths.ts';
import { loansDashboardPaths } from './loansDashboard/loansDashboard.paths.ts';
import { loanshareChecksPaths } from './loanshareChecks/loanshareChecks.paths.ts';
import { loanshareVideoPaths } from './loanshareVideo/loanshareVideo.paths.ts';
import { locationRoutePaths } from './locationRoute/locationRoute.paths.ts';
import { messageClassificationPaths } from './messageClassification/messageClassification.paths.ts';
import { messageSchedulerPaths } from './messageScheduler/messageScheduler.paths.ts';
import type { PathSpec } from './pathSpec.ts';
import { penaltyPaths } from './penalty/penalty.paths.ts';
import { profileEditPaths } from './profileEdit/profileEdit.paths.ts';
import { realtimePaths } from './realtime/realtime.paths.ts';
import { referralPaths } from './referral/referral.paths.ts';
import { registerComplaintPaths } from './registerComplaint/registerComplaint.paths.ts';
import { entryEditorPaths } from './salaryEmi/entryEditor.paths.ts';
import { fipMovePaths } from './salaryEmi/fipMove.paths.ts';
import { sessionPaths } from './session/session.paths.ts';
import { softCallPaths } from './softCall/softCall.paths.ts';
import { supportFeedbackPaths } from './supportFeedback/supportFeedback.paths.ts';
import { tagCataloguePaths } from './tagCatalogue/tagCatalogue.paths.ts';
import { taskFormPaths } from './taskForm/taskForm.paths.ts';
import { teamCataloguePaths } from './teamCatalogue/teamCatalogue.paths.ts';
import { tourPaths } from './tour/tour.paths.ts';
import { userModerationPaths } from './userModeration/userModeration.paths.ts';
import { walletDaysPaths } from './walletDays/walletDays.paths.ts';

/**
 * Every machine whose paths are generated, by name: the machine tests, the view tests and the
 * QA script (`npm run paths -- <name>`) all read their event lists from here.
 */
export const machineRegistry = {
  addEmployee: addEmployeePaths,
  addGroupLeader: addGroupLeaderPaths,
  addUserGroup: addUserGroupPaths,
  alternateContacts: alternateContactsPaths,
  appSession: appSessionPaths,
  assignLead: assignLeadPaths,
  auditFeedback: auditFeedbackPaths,
  auditUpload: auditUploadPaths,
  blacklistLevel: blacklistLevelPaths,
  businessAdmins: businessAdminsPaths,
  tagCatalogue: tagCataloguePaths,
  teamCatalogue: teamCataloguePaths,
  businessProfile: businessProfilePaths,
  call: callPaths,
  channelList: channelListPaths,
  chatActions: chatActionsPaths,
  channelMembers: channelMembersPaths,
  channelTask: channelTaskPaths,
  userModeration: userModerationPaths,
  channelSettings: channelSettingsPaths,
  chatComposer: chatComposerPaths,
  chatLocation: chatLocationPaths,
  chatOutbox: chatOutboxPaths,
  channelProfile: channelProfilePaths,
  channelSearch: channelSearchPaths,
  chatChannel: chatChannelPaths,
  collectionDownload: collectionDownloadPaths,
  contactsSync: contactsSyncPaths,
  createChannel: createChannelPaths,
  createJob: createJobPaths,
  createLead: createLeadPaths,
  crifPull: crifPullPaths,
  customerList: customerListPaths,
  deviceDownload: deviceDownloadPaths,
  deviceOwner: deviceOwnerPaths,
  docAssign: docAssignPaths,
  docToolbar: docToolbarPaths,
  docUpload: docUploadPaths,
  documentViewer: documentViewerPaths,
  earlyPay: earlyPayPaths,
  entryEditor: entryEditorPaths,
  employerDetails: employerDetailsPaths,
  employerDirectory: employerDirectoryPaths,
  employerPick: employerPickPaths,
  escalate: escalatePaths,
  featureBlock: featureBlockPaths,
  feedback: feedbackPaths,
  fipMove: fipMovePaths,
  imageRotation: imageRotationPaths,
  loanComment: loanCommentPaths,
  loanConfig: loanConfigPaths,
  loanConfigJump: loanConfigJumpPaths,
  leadFeedback: leadFeedbackPaths,
  loanDecision: loanDecisionPaths,
  loanList: loanListPaths,
  loanshareChecks: loanshareChecksPaths,
  loanshareVideo: loanshareVideoPaths,
  locationRoute: locationRoutePaths,
  loansDashboard: loansDashboardPaths,
  loginPage: loginPagePaths,
  magicLink: magicLinkPaths,
  messageActions: messageActionsPaths,
  messageClassification: messageClassificationPaths,
  messageScheduler: messageSchedulerPaths,
  otpLogin: otpLoginPaths,
  passwordLogin: passwordLoginPaths,
  passwordReset: passwordResetPaths,
  paymentLink: paymentLinkPaths,
  pdfDocument: pdfDocumentPaths,
  penalty: penaltyPaths,
  profileEdit: profileEditPaths,
  realtime: realtimePaths,
  referral: referralPaths,
  registerComplaint: registerComplaintPaths,
  sendMessage: sendMessagePaths,
  session: sessionPaths,
  softCall: softCallPaths,
  supportFeedback: supportFeedbackPaths,
  taskForm: taskFormPaths,
  tour: tourPaths,
  walletDays: walletDaysPaths,
} satisfies Record<string, PathSpec>;

export type RegisteredMachine = keyof typeof machineRegistry;
