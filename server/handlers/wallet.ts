// Customer 360, Wallet tab (spec part 1 §3 'Wallet', 'Repayment', §7): the wallet as of a day and
// its daily net earnings by window, a day's transactions, the week's paid-out amount, the
// withdrawal-limit breakdown and the repayments. Whoever may open the customer may read them.
import type { components, operations } from '../../openapi/generated/main.ts';
import type { Ctx } from '../context.ts';
import { requireAccessibleCustomer } from '../customers.ts';
import { all, one } from '../db/statements.ts';
import { badRequest } from '../errors.ts';
import { staffOf } from '../http/security.ts';
import { addDaysToDay } from '../time.ts';
import type { Handlers } from './types.ts';

type WalletOps =
  | 'getWallet'
  | 'listWalletDayTransactions'
  | 'getWeeklyApproved'
  | 'getWithdrawalLimitBreakdown'
  | 'listRepayments';

type Breakdown = components['schemas']['WithdrawalLimitBreakdown'];
type LimitItem = components['schemas']['WithdrawalLimitItem'];

/** The longest window getWallet lists at once. */
export const MAX_WALLET_WINDOW_DAYS = 366;
export const WINDOW_REVERSED = 'end_date must not be before start_date';
export const WINDOW_TOO_LONG = `start_date and end_date may be at most ${MAX_WALLET_WINDOW_DAYS} days apart`;

// A rejected withdrawal never left the wallet.
const SIGNED = `CASE WHEN type = 'credit' THEN amount WHEN status = 'REJECTED' THEN 0 ELSE -amount END`;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The Monday of `day`'s week. */
const mondayOf = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDaysToDay(day, -((weekday + 6) % 7));
};

function breakdownOf(ctx: Ctx, customerId: number, day: string): Breakdown {
  const rows = all<{
    loan_id: number | null;
    type: string;
    comment: string | null;
    amount: number;
  }>(
    ctx.db,
    `SELECT loan_id, type, comment, amount FROM withdrawal_limit_items
     WHERE customer_id = ? AND day <= ? ORDER BY loan_id, id`,
    customerId,
    day,
  );
  const loans: Record<string, LimitItem[]> = {};
  const other: Breakdown['other_txns_dict'] = [];
  let loanTotal = 0;
  let otherTotal = 0;
  for (const row of rows) {
    if (row.loan_id === null) {
      other.push({ comment: row.comment ?? '', type: row.type, amount: row.amount });
      otherTotal += row.amount;
      continue;
    }
    const key = String(row.loan_id);
    const items = loans[key] ?? [];
    loans[key] = items;
    items.push({ type: row.type as LimitItem['type'], amount: row.amount });
    loanTotal += row.amount;
  }
  for (const items of Object.values(loans)) {
    items.push({ type: 'Total', amount: items.reduce((sum, item) => sum + item.amount, 0) });
  }
  return {
    loan_txns_dict: loans,
    other_txns_dict: other,
    total_dict: {
      loan_txns_amt: loanTotal,
      other_txns_amt: otherTotal,
      total_amt: loanTotal + otherTotal,
    },
  };
}

export function walletHandlers(ctx: Ctx): Handlers<operations, WalletOps> {
  const customerOf = (request: { params: { username: string } }) =>
    requireAccessibleCustomer(ctx.db, staffOf(request as never).roles, request.params.username);

  return {
    async getWallet(request) {
      const customer = customerOf(request);
      const { start_date, end_date } = request.query;
      if (end_date < start_date) throw badRequest(WINDOW_REVERSED);
      if (daysBetween(start_date, end_date) >= MAX_WALLET_WINDOW_DAYS) {
        throw badRequest(WINDOW_TOO_LONG);
      }
      const totals = one<{
        first_day: string | null;
        total_credit: number;
        total_debit: number;
        total_earned: number;
      }>(
        ctx.db,
        `SELECT min(day) AS first_day,
           coalesce(sum(CASE WHEN type = 'credit' THEN amount END), 0) AS total_credit,
           coalesce(sum(CASE WHEN type = 'debit' AND status <> 'REJECTED' THEN amount END), 0)
             AS total_debit,
           coalesce(sum(CASE WHEN type = 'credit' AND status = 'CREDIT' THEN amount END), 0)
             AS total_earned
         FROM wallet_transactions WHERE customer_id = ? AND day <= ?`,
        customer.id,
        end_date,
      )!;
      const first = totals.first_day;
      const net = new Map(
        all<{ day: string; net: number }>(
          ctx.db,
          `SELECT day, sum(${SIGNED}) AS net FROM wallet_transactions
           WHERE customer_id = ? AND day BETWEEN ? AND ? GROUP BY day`,
          customer.id,
          start_date,
          end_date,
        ).map((row) => [row.day, row.net]),
      );
      // Every calendar day of the window since the first transaction, newest first.
      const days: components['schemas']['WalletDay'][] = [];
      if (first) {
        const from = first > start_date ? first : start_date;
        for (let day = end_date; day >= from; day = addDaysToDay(day, -1)) {
          days.push({ date: day, net_earned: Math.round((net.get(day) ?? 0) * 100) / 100 });
        }
      }
      return {
        wallet_data: {
          current_balance: totals.total_credit - totals.total_debit,
          total_earned: totals.total_earned,
          total_debit: totals.total_debit,
          total_credit: totals.total_credit,
          score: breakdownOf(ctx, customer.id, end_date).total_dict.total_amt,
          days_total: first ? daysBetween(first, end_date) + 1 : 0,
          days,
        },
      };
    },

    async listWalletDayTransactions(request) {
      const customer = customerOf(request);
      const results = all<{
        loan_id: number | null;
        type: string;
        status: string;
        amount: number;
        comment: string | null;
      }>(
        ctx.db,
        `SELECT loan_id, type, status, amount, comment FROM wallet_transactions
         WHERE customer_id = ? AND day = ? ORDER BY id`,
        customer.id,
        request.query.date,
      );
      return { results };
    },

    async getWeeklyApproved(request) {
      const customer = customerOf(request);
      const day = request.query.date;
      const row = one<{ amt: number }>(
        ctx.db,
        `SELECT coalesce(sum(amount), 0) AS amt FROM wallet_transactions
         WHERE customer_id = ? AND status = 'PAID_OUT' AND day BETWEEN ? AND ?`,
        customer.id,
        mondayOf(day),
        day,
      );
      return { amt: row?.amt ?? 0 };
    },

    async getWithdrawalLimitBreakdown(request) {
      const customer = customerOf(request);
      return breakdownOf(ctx, customer.id, request.query.date);
    },

    async listRepayments(request) {
      const customer = customerOf(request);
      // `time` is UTC; the day asked is India's, which ends at 18:30 UTC.
      const end = new Date(Date.parse(`${addDaysToDay(request.query.date, 1)}T00:00:00+05:30`));
      const results = all<components['schemas']['Repayment']>(
        ctx.db,
        `SELECT payment_id, amount, receiver, sender, source, status, type, time FROM repayments
         WHERE customer_id = ? AND time < ? ORDER BY time DESC, id DESC`,
        customer.id,
        end.toISOString(),
      );
      return { results };
    },
  };
}
