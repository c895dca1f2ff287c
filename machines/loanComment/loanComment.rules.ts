/** The contract's longest comment (addLoanComment: maxLength 1000). */
export const COMMENT_MAX_LENGTH = 1000;

/** Typed text beyond the contract's limit is not taken (the field stops there too). */
export const capComment = (text: string) => text.slice(0, COMMENT_MAX_LENGTH);

/** Add is usable only with something written (spec part 1 §5 'non-blank text'). */
export const hasText = (text: string) => text.trim() !== '';

/** The picker's value for a loan id ('' = none picked). */
export const loanValue = (id: number | null) => (id === null ? '' : String(id));
