import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths as AuthPaths } from '../../openapi/generated/auth.ts';
import type { paths as ChatPaths } from '../../openapi/generated/chat.ts';
import type { paths as MainPaths } from '../../openapi/generated/main.ts';
import type { AppConfig } from '../config.ts';
import type { RoleFlags } from '../domain/access/roles.ts';
import { linkSignal as linkToPage } from '../platform/abort.ts';
import type { TokenStore } from '../platform/storage/tokenStore.ts';
import { createAbortMiddleware } from './middleware/abortMiddleware.ts';
import { createAuthMiddleware } from './middleware/authMiddleware.ts';
import { createErrorMiddleware } from './middleware/errorMiddleware.ts';
import { createReadOnlyGuard } from './middleware/readOnlyGuard.ts';
import { createTokenNotValidMiddleware } from './middleware/tokenNotValid.ts';
import { createTokenRefresher, type RefreshRetry } from './tokenRefresher.ts';
import type { AlertFn, FetchFn } from './types.ts';

/** Auth operations the contract marks `security: []`. */
export const PUBLIC_AUTH_PATHS = [
  '/business/otp-request',
  '/business/otp-verify',
  '/business/login',
  '/business/password-reset/request',
  '/business/password-reset/submit',
  '/token/refresh',
  '/token/logout',
  '/employee-card/{user_id}',
  '/referral/signup',
  '/dev/otp',
] as const satisfies readonly (keyof AuthPaths)[];

/**
 * Writes that only set up a session (chat login, chat credentials, push token). They run after
 * sign-in for every role, so the read-only guard lets them through.
 */
export const SESSION_SETUP_WRITES = {
  main: ['/user/dashboard-fcm-token'] as const satisfies readonly (keyof MainPaths)[],
  auth: ['/token/logout'] as const satisfies readonly (keyof AuthPaths)[],
  chat: ['/auth/login', '/auth/chat-auth'] as const satisfies readonly (keyof ChatPaths)[],
};

/**
 * Reads the contract makes as POST (spec part 2 §7: the channel list is 'POST list channels', the
 * user cards 'acl/acl-of-users {user_ids}'): they change nothing, so read-only roles may make them.
 */
export const READS_BY_POST = {
  main: [] as const satisfies readonly (keyof MainPaths)[],
  auth: [] as const satisfies readonly (keyof AuthPaths)[],
  chat: ['/channels/list', '/acl/acl-of-users'] as const satisfies readonly (keyof ChatPaths)[],
};

/** Reads that create something: the contract marks them `x-creates` (read-only roles may not). */
export const CREATING_READS = {
  main: ['/payment-link'] as const satisfies readonly (keyof MainPaths)[],
  auth: [] as const satisfies readonly (keyof AuthPaths)[],
  chat: [] as const satisfies readonly (keyof ChatPaths)[],
};

export type ApiClientDeps = {
  config: Pick<AppConfig, 'mainApiUrl' | 'authApiUrl' | 'chatApiUrl'>;
  tokens: TokenStore;
  /** A refresh was refused: stored auth is already cleared; the app goes to login. */
  onSignedOut: () => void;
  /** Called on 401 `token_not_valid` (after one refresh and replay) once every token is removed. */
  reload: () => void;
  /** The refresh endpoint is unreachable or failing (network, 5xx): retrying, or done (null). */
  onRefreshRetrying?: (retry: RefreshRetry) => void;
  /** Waits between refresh attempts; the refresher's defaults when absent. */
  refreshRetryDelaysMs?: readonly number[];
  /** The signed-in user's role flags (the read-only guard asks the domain rule). */
  roleFlags: () => RoleFlags;
  isAuthPage: () => boolean;
  alert: AlertFn;
  fetch?: FetchFn;
  /** Links a request's signal to the page-level one (defaults to this document's). */
  linkSignal?: (signal?: AbortSignal | null) => AbortSignal;
  /** Where the plain clients log a 403 (defaults to console.warn). */
  warn?: (message: string) => void;
  nowSeconds?: () => number;
  /** Whether the page is on the chat side (under /bchat/): its chat calls carry the chat token. */
  isChatSide?: () => boolean;
};

/** The chat side of the app is everything under /bchat/ (spec part 2 §2 'Routes'). */
export const isChatSidePath = (pathname: string) => pathname.startsWith('/bchat/');

export type ApiClients = {
  /** Alert-style: 400–404 show the server's words, network errors `error: …`. */
  main: Client<MainPaths>;
  auth: Client<AuthPaths>;
  chat: Client<ChatPaths>;
  /** Plain: nothing shown (a 403 is logged); the caller decides what the user sees. */
  mainPlain: Client<MainPaths>;
  authPlain: Client<AuthPaths>;
  chatPlain: Client<ChatPaths>;
};

export function createApiClients(deps: ApiClientDeps): ApiClients {
  const doFetch: FetchFn = deps.fetch ?? ((request) => globalThis.fetch(request));
  const linkSignal = deps.linkSignal ?? linkToPage;
  const refresher = createTokenRefresher({
    refreshUrl: `${deps.config.authApiUrl}/token/refresh`,
    tokens: deps.tokens,
    fetch: doFetch,
    onSignedOut: deps.onSignedOut,
    pageSignal: () => linkSignal(),
    ...(deps.nowSeconds ? { nowSeconds: deps.nowSeconds } : {}),
    ...(deps.onRefreshRetrying ? { onRetrying: deps.onRefreshRetrying } : {}),
    ...(deps.refreshRetryDelaysMs ? { retryDelaysMs: deps.refreshRetryDelaysMs } : {}),
  });
  const publicAuth = new Set<string>(PUBLIC_AUTH_PATHS);
  const chatSide = deps.isChatSide ?? (() => isChatSidePath(globalThis.location?.pathname ?? '/'));
  const tokenNotValid = createTokenNotValidMiddleware({ tokens: deps.tokens, reload: deps.reload });
  const alertErrors = createErrorMiddleware({ mode: 'alert', alert: deps.alert });
  const plainErrors = createErrorMiddleware(
    deps.warn ? { mode: 'plain', warn: deps.warn } : { mode: 'plain' },
  );

  function build<Paths extends {}>(
    baseUrl: string,
    service: keyof typeof SESSION_SETUP_WRITES,
    errors: Middleware,
  ): Client<Paths> {
    const exempt = new Set<string>([...SESSION_SETUP_WRITES[service], ...READS_BY_POST[service]]);
    const creatingReads = new Set<string>(CREATING_READS[service]);
    const client = createClient<Paths>({ baseUrl, fetch: doFetch });
    // onRequest runs in this order, onResponse/onError in reverse: auth replays a 401 before
    // token_not_valid and the error reporting see the final answer.
    client.use(
      errors,
      tokenNotValid,
      createAbortMiddleware(linkSignal),
      createReadOnlyGuard({
        roleFlags: deps.roleFlags,
        isAuthPage: deps.isAuthPage,
        alert: deps.alert,
        isExempt: (schemaPath) => exempt.has(schemaPath),
        isCreatingRead: (schemaPath) => creatingReads.has(schemaPath),
      }),
      createAuthMiddleware({
        tokens: deps.tokens,
        refresher,
        isPublic: service === 'auth' ? (schemaPath) => publicAuth.has(schemaPath) : undefined,
        ...(service === 'chat' ? { signWithChatToken: chatSide } : {}),
        ...(deps.nowSeconds ? { nowSeconds: deps.nowSeconds } : {}),
      }),
    );
    return client;
  }

  const { mainApiUrl, authApiUrl, chatApiUrl } = deps.config;
  return {
    main: build<MainPaths>(mainApiUrl, 'main', alertErrors),
    auth: build<AuthPaths>(authApiUrl, 'auth', alertErrors),
    chat: build<ChatPaths>(chatApiUrl, 'chat', alertErrors),
    mainPlain: build<MainPaths>(mainApiUrl, 'main', plainErrors),
    authPlain: build<AuthPaths>(authApiUrl, 'auth', plainErrors),
    chatPlain: build<ChatPaths>(chatApiUrl, 'chat', plainErrors),
  };
}
