export {
  type ApiClientDeps,
  type ApiClients,
  createApiClients,
  PUBLIC_AUTH_PATHS,
  SESSION_SETUP_WRITES,
} from './clients.ts';
export {
  ApiError,
  AuthRequiredError,
  PermissionDeniedError,
  pickServerMessage,
  unwrap,
} from './errors.ts';
export type { AlertFn, FetchFn } from './types.ts';
