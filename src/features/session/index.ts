export { SessionGuard, type SessionGuardProps } from './SessionGuard.tsx';
export { SessionTimeoutDialog, type SessionTimeoutDialogProps } from './SessionTimeoutDialog.tsx';
export { SessionActorContext, type SessionActorRef, useSessionActor } from './sessionContext.ts';
export { SESSION_TEXTS } from './sessionTexts.ts';
