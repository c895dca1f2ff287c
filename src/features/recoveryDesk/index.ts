export { RecoveryDeskScreen, type RecoveryDeskScreenProps } from './RecoveryDeskScreen.tsx';
export { RECOVERY_DESK_PATH, RECOVERY_DESK_TEXTS } from './recoveryDeskTexts.ts';
