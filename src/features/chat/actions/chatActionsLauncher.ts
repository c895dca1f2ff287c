import { createContext, useContext } from 'react';
import type { ChatActionsStart } from '../../../../machines/chatActions/index.ts';

/** What an attendance view reads; a sign-in/sign-off chat action invalidates it (spec §4). */
export const ATTENDANCE_QUERY_KEY = ['attendance'] as const;

/** Opens the chat actions dialog of the open channel at an action (a message's button). */
export type OpenChatAction = (start: ChatActionsStart) => void;

export const ChatActionLauncher = createContext<OpenChatAction | null>(null);

export const useChatActionLauncher = () => useContext(ChatActionLauncher);
