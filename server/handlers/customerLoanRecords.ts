// The customer's ACH debits per payment provider and their deleted loan shares (customer 360,
// Loans tab). Who may read them is the customer page's rule: requireAccessibleCustomer.
import type { components, operations } from '../../openapi/generated/main.ts';
import type { Ctx } from '../context.ts';
import { requireAccessibleCustomer } from '../customers.ts';
import { all } from '../db/statements.ts';
import { staffOf } from '../http/security.ts';
import type { Handlers } from './types.ts';

type AchDebit = components['schemas']['AchDebit'];
type DeletedLoanshare = components['schemas']['DeletedLoanshare'];

const ACH_DEBITS = `
  SELECT ach_debit_id, status, payment_amount, reference, response_sequence_number, transaction_id,
    failure_message, payment_id, payment_status, mandate, date_charge
  FROM ach_debits WHERE customer_id = ? AND provider = ?
  ORDER BY date_charge DESC, id DESC`;

const DELETED_LOANSHARES = `
  SELECT id, loan_id, amount, loanshare_status, deleted_on, deleted_by, reason
  FROM deleted_loanshares WHERE customer_id = ?
  ORDER BY deleted_on DESC, id DESC`;

export function customerLoanRecordHandlers(
  ctx: Ctx,
): Handlers<operations, 'listAchDebits' | 'listDeletedLoanshares'> {
  const { db } = ctx;
  return {
    async listAchDebits(request) {
      const { roles } = staffOf(request);
      const customer = requireAccessibleCustomer(db, roles, request.params.username);
      // The provider is one of the contract's enum: the validator refused any other with 400.
      return { results: all<AchDebit>(db, ACH_DEBITS, customer.id, request.params.provider) };
    },
    async listDeletedLoanshares(request) {
      const { roles } = staffOf(request);
      const customer = requireAccessibleCustomer(db, roles, request.params.username);
      return { results: all<DeletedLoanshare>(db, DELETED_LOANSHARES, customer.id) };
    },
  };
}
