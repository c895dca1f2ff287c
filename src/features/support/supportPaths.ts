import { SOFT_CALL_PATH } from '../softCall/index.ts';

/** Customer Support's support calls: /lender/admin/callingDetails/support/{id}. */
export const SUPPORT_DESK_PATH = `${SOFT_CALL_PATH}/support`;

export type SupportMode = 'soft' | 'support';

/** The support calls are chosen when the 5th segment of the path is 'support'. */
export const supportModeOf = (pathname: string): SupportMode =>
  pathname.split('/')[4] === 'support' ? 'support' : 'soft';

/** Opening a support call from another tab: the Customer Support Call tab on that case. */
export const supportCallPath = (id: number): string => `${SUPPORT_DESK_PATH}/${id}`;
