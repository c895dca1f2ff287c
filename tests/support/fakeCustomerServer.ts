import createClient from 'openapi-fetch';
import type { paths } from '../../openapi/generated/main.ts';
import { createQueryHooks } from '../../src/api/queryHooks.ts';
import { sampleContacts } from './fixtures/alternateContacts.ts';
import { bureauAnswer } from './fixtures/bureau.ts';
import { collectionsAnswer } from './fixtures/collections.ts';
import { sampleRelations, savedContact } from './fixtures/contactEdits.ts';
import {
  SAMPLE_USER_ID,
  SAMPLE_USERNAME,
  sampleActivity,
  sampleProfile,
  sampleProfileAt,
  sampleVersions,
} from './fixtures/customer.ts';
import { actionsAnswer } from './fixtures/customerActions.ts';
import { sampleLoansAnswer } from './fixtures/customerLoans.ts';
import { photoAnswer } from './fixtures/customerProfile.ts';
import { devicesAnswer } from './fixtures/devices.ts';
import { documentsAnswer } from './fixtures/documents.ts';
import * as history from './fixtures/loanHistory.ts';
import { salaryEmiAnswer } from './fixtures/salaryEmi.ts';
import { walletAnswer } from './fixtures/wallet.ts';

/** An answer of the fake server: a status and a JSON body. */
export type Answer = { status: number; body: unknown };

/**
 * One request the customer page made: which read, for whom, which version, its signal. The user
 * id read ('by-user-id') names the customer by `userId` (its `username` is empty).
 */
export type CustomerRequest = {
  /**
   * What is read or written: for /customers/{username}/… the rest of the path ('activity',
   * 'ach-debits/razorpay'); 'by-user-id'; else the path under the v1 prefix
   * ('customers/alternate-contacts').
   */
  read: string;
  method: string;
  username: string;
  userId: string | null;
  historyDate: string | null;
  /** The whole query string (arrays repeat their key). */
  query: URLSearchParams;
  /** The JSON body of a write, else null. */
  body: unknown;
  /** The request's headers (a save's Idempotency-Key). */
  headers: Headers;
  signal: AbortSignal;
};

export const ok = (body: unknown): Answer => ({ status: 200, body });
export const fail = (status: number, error: string): Answer => ({ status, body: { error } });

/**
 * The sample customer's answers: their username for their user id, allowed, current profile or a
 * saved version, activity, alternate contacts.
 */
export function sampleAnswer(request: CustomerRequest): Answer {
  if (request.read === 'by-user-id') {
    return request.userId === String(SAMPLE_USER_ID)
      ? ok({ username: SAMPLE_USERNAME })
      : fail(404, 'Customer not found');
  }
  if (request.username && request.username !== SAMPLE_USERNAME)
    return fail(404, 'Customer not found');
  switch (request.read) {
    case 'access':
      return ok({ allowed: true });
    case 'profile':
      return ok(request.historyDate ? sampleProfileAt(request.historyDate) : sampleProfile);
    case 'history-versions':
      return ok(sampleVersions);
    case 'activity':
      return ok(sampleActivity);
    case 'alternate-contacts':
      return ok(sampleContacts);
    case 'customers/alternate-contacts/relations':
      return ok(sampleRelations);
    case 'customers/alternate-contacts':
      return savedContact(request);
    case 'early-pay':
    case 'crif-report':
    case 'crif-report/file':
    case 'call-details':
      return actionsAnswer(request)!;
    case 'loan-history':
      return ok(history.sampleLoanHistoryAt(request.historyDate));
    case 'contacts-loan-history':
      return ok(history.sampleContactsHistoryAt(request.historyDate));
    case 'coborrower-contacts':
      return ok(history.sampleCoborrowerContacts);
    case 'phone-contacts':
      return ok(history.samplePhoneContacts);
    case 'relationships':
      return ok(history.sampleRelationships);
    case 'photo':
      return photoAnswer;
    case 'wallet':
    case 'wallet/day':
    case 'wallet/weekly-approved':
    case 'wallet/withdrawal-limit':
    case 'repayments':
      return walletAnswer(request)!;
    case 'bureau':
    case 'credit-score-details':
    case 'crif-pull':
      return bureauAnswer(request)!;
    default:
      if (devicesAnswer(request) !== null) return devicesAnswer(request)!;
      if (documentsAnswer(request) !== null) return documentsAnswer(request)!;
      if (collectionsAnswer(request) !== null) return collectionsAnswer(request)!;
      if (salaryEmiAnswer(request)) return salaryEmiAnswer(request)!;
      if (sampleLoansAnswer(request.read, request.historyDate) !== null)
        return ok(sampleLoansAnswer(request.read, request.historyDate));
      return fail(404, `The fake server has no answer for ${request.method} ${request.read}`);
  }
}

/**
 * The v1 client over a fetch that answers in memory (no network library): `answer` decides each
 * request's answer, or returns a promise the test settles. Every request is recorded.
 */
export function fakeCustomerServer(
  answer: (request: CustomerRequest) => Answer | Promise<Answer> = sampleAnswer,
) {
  const requests: CustomerRequest[] = [];
  const client = createClient<paths>({
    baseUrl: 'http://server.test/api/v1',
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      const path = url.pathname.replace(/^\/api\/v1\//, '');
      // Usernames are ten digits, so /customers/alternate-contacts/… names nobody.
      const [, username = '', rest = ''] = path.match(/^customers\/([0-9]{10})\/(.+)$/) ?? [];
      const [, userId = null] = path.match(/^customers-by-user-id\/([^/]+)$/) ?? [];
      const text = request.method === 'GET' ? '' : await request.text();
      const call: CustomerRequest = {
        read: userId !== null ? 'by-user-id' : username ? rest : path,
        method: request.method,
        username,
        userId,
        historyDate: url.searchParams.get('history_date'),
        query: url.searchParams,
        body: text ? JSON.parse(text) : null,
        headers: request.headers,
        signal: request.signal,
      };
      requests.push(call);
      const { status, body } = await answer(call);
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  return {
    queries: createQueryHooks(client),
    requests,
    /** The requests of one read. */
    of: (read: CustomerRequest['read']) => requests.filter((r) => r.read === read),
  };
}
