export { DecisionDialog, type DecisionDialogProps } from './DecisionDialog.tsx';
export { FilterPanel, type FilterPanelProps } from './FilterPanel.tsx';
export { LoanListRoute, type LoanListRouteProps } from './LoanListRoute.tsx';
export { type LoanListLayout, LoanListView, type LoanListViewProps } from './LoanListView.tsx';
export { createLoanActors } from './loanCalls.ts';
export { LOAN_TEXTS } from './loanTexts.ts';
