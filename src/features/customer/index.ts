export { CustomerPageRoute, type CustomerPageRouteProps } from './CustomerPageRoute.tsx';
export { CustomerPageView, type CustomerPageViewProps } from './CustomerPageView.tsx';
// The parts the loan page hosts for each co-borrower (its Profile tab).
export { ProfileEmployer } from './components/ProfileEmployer.tsx';
export { FieldValue } from './components/ProfilePanel.tsx';
export { CUSTOMER_PAGE_TEXTS } from './customerPageTexts.ts';
export { customerPageQueries, type MainQueries } from './customerQueries.ts';
export { maskAadhaar } from './customerRules.ts';
export type { CustomerProfile, ProfileComment } from './customerTypes.ts';
export { LoanHistoryTable } from './loanHistory/HistoryTables.tsx';
export type { CoborrowerHistory } from './loanHistory/loanHistoryTypes.ts';
export {
  type CommentList,
  commentLists,
  type ProfileField,
  type ProfileSection,
  profileSections,
} from './profileSections.ts';
export { type ProfileEditProps, useProfileEdit, useProfileEditCalls } from './useProfileEdit.ts';
