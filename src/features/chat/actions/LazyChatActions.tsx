import { lazyPanel } from '../../../ui/lazyPanel.tsx';
import type { ChatActionsHostProps } from './ChatActionsHost.tsx';

/** The dialog, the machine and the sanitiser load when the dialog first opens (chat budget). */
export const LazyChatActions = lazyPanel<ChatActionsHostProps>(() =>
  import('./ChatActionsHost.tsx').then((module) => module.ChatActionsHost),
);
