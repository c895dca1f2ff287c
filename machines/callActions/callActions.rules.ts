import {
  ESCALATION_GROUPS,
  isEscalationManagerGroup,
} from '../../src/domain/access/permissions.ts';
import { isPaymentLinkListed, isPaymentLinkSelectable } from '../../src/domain/loans.ts';
import { CALL_ACTION_TEXTS as T } from './callActions.texts.ts';
import type { CaseLoan, Manager, ManagersList } from './callActions.types.ts';

/* Pure rules of the call-screen actions (spec part 1 §4 'Payment link eligible statuses',
   §5 'Payment link', §6 'Escalation manager groups', §7 'Telephony'). */

/**
 * The managers an agent may escalate to: those holding an escalation group, their roles narrowed
 * to those groups, by name.
 */
export function escalationManagers(list: ManagersList): Manager[] {
  return Object.entries(list.users)
    .map(([username, user]) => ({
      username,
      name: user.name,
      roles: ESCALATION_GROUPS.filter((group) => user.roles.includes(group)),
    }))
    .filter((manager) => manager.roles.some(isEscalationManagerGroup))
    .sort((a, b) => a.name.localeCompare(b.name) || a.username.localeCompare(b.username));
}

/** One entry of the Loan Id picker: its text is `loan id (loan-share status)`. */
export type LoanOption = { label: string; loanId: number; disabled: boolean };

/** The picker's text for a loan; the loan id is the text before the bracket. */
export const loanOptionLabel = (loan: CaseLoan): string =>
  `${loan.loan_id} (${loan.loanshare_status})`;

/** The case's loans a payment link can be made for; topup ones are listed but not selectable. */
export function paymentLinkOptions(loans: readonly CaseLoan[]): LoanOption[] {
  return loans
    .filter((loan) => isPaymentLinkListed(loan.loanshare_status))
    .map((loan) => ({
      label: loanOptionLabel(loan),
      loanId: loan.loan_id,
      disabled: !isPaymentLinkSelectable(loan.loanshare_status),
    }));
}

/** The loan id of a picker text: the text before the bracket, or null when it is no number. */
export function loanIdOf(label: string): number | null {
  const head = label.split('(')[0]?.trim() ?? '';
  return /^[1-9][0-9]*$/.test(head) ? Number(head) : null;
}

export const isValidUsername = (value: string): boolean => /^[0-9]{10}$/.test(value);

/** A positive amount of rupees with at most two decimals. */
export function parseAmount(value: string): number | null {
  const text = value.trim();
  if (!/^[0-9]+(\.[0-9]{1,2})?$/.test(text)) return null;
  const amount = Number(text);
  return amount > 0 ? amount : null;
}

export type PaymentLinkFields = { username: string; loanChoice: string; amount: string };

/** Why 'Get Payment Link' cannot be pressed yet, or null when it can. */
export function paymentLinkBlocker(
  fields: PaymentLinkFields,
  options: readonly LoanOption[],
): string | null {
  if (!isValidUsername(fields.username)) return T.enterUsername;
  const chosen = options.find((option) => option.label === fields.loanChoice);
  if (!chosen || chosen.disabled || loanIdOf(chosen.label) === null) return T.chooseLoan;
  if (parseAmount(fields.amount) === null) return T.enterAmount;
  return null;
}

/** The messaging-app link: the customer's number with country code 91, and the chosen text. */
export function messageLink(number: string, text: string): string {
  return `https://wa.me/91${number}?text=${encodeURIComponent(text)}`;
}

/** How long the payment-link dialog stays open after the link is copied (part 1 §9). */
export const COPY_DIALOG_CLOSE_MS = 1_500;
