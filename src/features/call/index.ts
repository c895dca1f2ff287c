export { type CallActorRef, CallPopup, type CallPopupProps } from './CallPopup.tsx';
export { type CallPopupEvent, CallPopupView, type CallPopupViewProps } from './CallPopupView.tsx';
export { CALL_TEXTS, endedSentence } from './callTexts.ts';
export {
  type CallSessionNotifier,
  type CallWiring,
  placeCallOver,
  provideCallMachine,
  telephonyLine,
} from './callWiring.ts';
export {
  DEFAULT_POPUP_PLACEMENT,
  POPUP_POSITION_KEY,
  POPUP_WIDTH_CLASS,
  type PopupPosition,
} from './popupPosition.ts';
// The panel itself only through its slot (a lazy chunk); tests and stories import its file.
export { SimulatorPanelSlot } from './SimulatorPanelSlot.tsx';
export type { TelephonySimulatorPanelProps } from './TelephonySimulatorPanel.tsx';
export { type UseCallMachineOptions, useCallMachine } from './useCallMachine.ts';
