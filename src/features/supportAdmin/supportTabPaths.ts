// Where Customer Support's tabs live in the address (part 2 §2): `?tab=search|assigned|analytics`,
// none for the first tab, so a reload, Back and Forward keep the tab (and a search's page).
import type { SupportAdminTab } from '../../domain/access/supportCalls.ts';
import { mobileDigits, pageFromParam } from '../../domain/supportCalls.ts';

export type SupportTab = 'call' | SupportAdminTab;

export type SupportPlace = {
  tab: SupportTab;
  /** Search Call's number searched ('' before a search). */
  mobile: string;
  page: number;
};

/** A support call opened from a table: the first tab, with the call in the path. */
export const supportCallPath = (id: number) => `/lender/admin/callingDetails/support/${id}`;

/** The tab, number and page an address asks for; a tab not offered is the first one. */
export function readSupportPlace(
  search: string,
  offered: readonly SupportAdminTab[],
): SupportPlace {
  const params = new URLSearchParams(search);
  const asked = params.get('tab');
  const tab = offered.find((t) => t === asked) ?? 'call';
  return {
    tab,
    mobile: tab === 'search' ? mobileDigits(params.get('mobile') ?? '') : '',
    page: tab === 'call' ? 1 : pageFromParam(params.get('page')),
  };
}

/**
 * The address of a place: the path kept (the first tab's case stays in it for the way back), the
 * tab and its search in the query; the first tab has none.
 */
export function supportHref(pathname: string, place: Partial<SupportPlace> & { tab: SupportTab }) {
  if (place.tab === 'call') return pathname;
  const params = new URLSearchParams({ tab: place.tab });
  if (place.tab === 'search' && place.mobile) params.set('mobile', place.mobile);
  if (place.tab !== 'analytics' && place.page && place.page > 1) {
    params.set('page', String(place.page));
  }
  return `${pathname}?${params}`;
}
