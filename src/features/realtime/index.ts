export { MultiTabDialog, type MultiTabDialogProps } from './MultiTabDialog.tsx';
export { RealtimeProvider, type RealtimeProviderProps } from './RealtimeProvider.tsx';
export { RealtimeStatusBadge, type RealtimeStatusBadgeProps } from './RealtimeStatusBadge.tsx';
export { createRealtimeActors, type RealtimeActorDeps } from './realtimeCalls.ts';
export {
  type RealtimeActorRef,
  useRealtimeActor,
  useRealtimeCatchUp,
  useRealtimeCatchUpIfConnected,
  useRealtimeMessages,
  useRealtimeReclaim,
  useRealtimeStatus,
  useRealtimeView,
} from './realtimeContext.ts';
export { REALTIME_TEXTS } from './realtimeTexts.ts';
