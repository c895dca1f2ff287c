export { CallActions, type CallActionsProps } from './CallActions.tsx';
export { CaseView, type CaseViewProps } from './CaseView.tsx';
export { Countdown, type CountdownProps } from './Countdown.tsx';
export { FeedbackSummary } from './components/FeedbackSummary.tsx';
export { type DeskFeedbackMachine, DeskScreen, type DeskScreenProps } from './DeskScreen.tsx';
export { createDeskCalls, type Desk, type DeskCase } from './deskCalls.ts';
export { LoopFloating, type LoopFloatingProps } from './LoopFloating.tsx';
export { PRESET_MESSAGES } from './presetMessages.ts';
export {
  type FloatingLoop,
  type SoftCallHolder,
  SoftCallHost,
  type SoftCallLoopRef,
  useSoftCallHolder,
} from './SoftCallHost.tsx';
export type { LoopDesk } from './SoftCallRoute.tsx';
export { SoftCallRoute, type SoftCallRouteProps } from './SoftCallRoute.tsx';
export { SoftCallScreen, type SoftCallScreenProps } from './SoftCallScreen.tsx';
export { SoftCallView, type SoftCallViewProps } from './SoftCallView.tsx';
export { createSavedWorkStore, type SavedWorkStore } from './savedWork.ts';
export { copyWithClipboard, createSoftCallCalls, type SoftCallCalls } from './softCallCalls.ts';
export {
  caseIdAfter,
  pathForCase,
  SOFT_CALL_PATH,
  SOFT_CALL_ROUTE_SEGMENTS,
  softCallIdFromPath,
} from './softCallPaths.ts';
