import { proxy } from 'valtio';
import type { RefreshRetry } from '../api/tokenRefresher.ts';

/** While the session cannot be renewed (network, 5xx), when the next attempt is due; else null. */
export const sessionRenewal = proxy<{ retry: RefreshRetry }>({ retry: null });

export function setRenewalRetry(retry: RefreshRetry): void {
  sessionRenewal.retry = retry;
}
