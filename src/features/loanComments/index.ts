export { LoanCommentBox, type LoanCommentBoxProps } from './LoanCommentBox.tsx';
export { LoanCommentForm, type LoanCommentFormProps } from './LoanCommentForm.tsx';
export { createLoanCommentActors } from './loanCommentCalls.ts';
