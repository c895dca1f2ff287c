export {
  SessionActorContext,
  type SessionActorRef,
  useSessionActor,
} from '../../ui/hooks/sessionActor.ts';
export { SessionGuard, type SessionGuardProps } from './SessionGuard.tsx';
export { SessionTimeoutDialog, type SessionTimeoutDialogProps } from './SessionTimeoutDialog.tsx';
export { SESSION_TEXTS } from './sessionTexts.ts';
