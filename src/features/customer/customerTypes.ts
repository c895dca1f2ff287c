import type { components, operations } from '../../../openapi/generated/main.ts';
import type { RoleFlags } from '../../domain/access/roles.ts';
import type { MainQueries } from './customerQueries.ts';

/** A customer's profile, current or as of a saved version (openapi/main.yaml `CustomerProfile`). */
export type CustomerProfile = components['schemas']['CustomerProfile'];

/** One staff comment of profile_admin. */
export type ProfileComment = components['schemas']['ProfileComment'];

/** Logins, complaints, calls and messages of a customer (`CustomerActivity`). */
export type CustomerActivity = components['schemas']['CustomerActivity'];

/** The listProfileVersions answer: saved versions, newest first. */
export type ProfileVersions =
  operations['listProfileVersions']['responses'][200]['content']['application/json'];

export type ProfileVersion = ProfileVersions['versions'][number];

/** The checkCustomerAccess answer. */
export type CustomerAccess =
  operations['checkCustomerAccess']['responses'][200]['content']['application/json'];

/** One row of 'Alternate and Reachable Contacts' (`AlternateContact`). */
export type AlternateContact = components['schemas']['AlternateContact'];

/** The listAlternateContacts answer: the contacts, newest first. */
export type AlternateContacts =
  operations['listAlternateContacts']['responses'][200]['content']['application/json'];

/** The tabs of the customer page that exist so far, in the spec's order. */
export const CUSTOMER_TABS = [
  'profile',
  'loans',
  'wallet',
  'cibil',
  'credit',
  'salaryemi',
  'device',
  'actions',
  'social',
  'blacklist',
  'activity',
] as const;
export type CustomerTab = (typeof CUSTOMER_TABS)[number];

export type UsernameInput = { username: string };

/** getCustomerProfile: the current profile (null) or the version saved at `history_date`. */
export type FetchProfileInput = { username: string; history_date: string | null };

/**
 * What every tab of the customer page is given: it reads its own server state (a tab's requests
 * start when it opens), keyed by the version on screen where its call takes a history_date.
 */
export type CustomerTabProps = {
  queries: MainQueries;
  username: string;
  /** The version picked (null: current); reads that take a history_date are keyed by it. */
  historyDate: string | null;
  /** The signed-in user's role flags: what this page offers and fetches (openapi/rules). */
  flags: RoleFlags;
  /** The signed-in user's username (a new alternate contact's added_by). */
  me: string;
};
