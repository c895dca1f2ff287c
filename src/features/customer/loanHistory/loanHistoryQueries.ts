import type { MainQueries } from '../customerQueries.ts';

/**
 * The reads of the loan history panel and the Contacts Info panel as query options; each key
 * carries the username and the picked version (history_date), so a version is its own entry.
 */
export function loanHistoryQueries(
  queries: MainQueries,
  username: string,
  historyDate: string | null,
) {
  const path = { username };
  const date = historyDate ? { history_date: historyDate } : {};
  return {
    history: queries.queryOptions('get', '/loan-history', {
      params: { query: { username: [username], ...date } },
    }),
    contactsHistory: queries.queryOptions('get', '/customers/{username}/contacts-loan-history', {
      params: { path, query: date },
    }),
    coborrowerContacts: queries.queryOptions('get', '/customers/{username}/coborrower-contacts', {
      params: { path, query: date },
    }),
    relationships: queries.queryOptions('get', '/customers/{username}/relationships', {
      params: { path, query: date },
    }),
    phoneContacts: queries.queryOptions('get', '/customers/{username}/phone-contacts', {
      params: { path, query: date },
    }),
  };
}
