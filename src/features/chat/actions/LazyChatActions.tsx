import { lazy } from 'react';

/**
 * The dialog, its machine and the sanitiser load when the dialog first opens (the chat's budget).
 * React's own lazy: a shared helper here would split a chunk into the screens' critical paths.
 */
export const LazyChatActions = lazy(() =>
  import('./ChatActionsHost.tsx').then((module) => ({ default: module.ChatActionsHost })),
);
