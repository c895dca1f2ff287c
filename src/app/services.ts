import { createApiClients } from '../api/clients.ts';
import { loadConfig } from '../config.ts';
import { createTokenStore } from '../platform/storage/index.ts';
import { sessionStore } from '../stores/session.ts';
import { setRenewalRetry } from '../stores/sessionRenewal.ts';
import { alert } from '../ui/toast/index.ts';
import { isAuthPath } from './paths.ts';

/** The app's long-lived services: configuration, stored tokens and the API clients. */
export const config = loadConfig();
export const tokens = createTokenStore();

type SignOutListener = () => void;
let onRefreshRefused: SignOutListener = () => {};

/** The session machine registers how a refused refresh signs the user out. */
export function whenRefreshRefused(listener: SignOutListener): void {
  onRefreshRefused = listener;
}

export const api = createApiClients({
  config,
  tokens,
  onSignedOut: () => onRefreshRefused(),
  reload: () => window.location.reload(),
  onRefreshRetrying: setRenewalRetry,
  roleFlags: () => sessionStore.flags,
  isAuthPage: () => isAuthPath(window.location.pathname),
  alert: (text) => alert(text, { kind: 'error' }),
});
