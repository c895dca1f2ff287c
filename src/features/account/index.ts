export { AccountSettingScreen, type AccountSettingScreenProps } from './AccountSettingScreen.tsx';
export { ACCOUNT_TEXTS } from './accountTexts.ts';
export { LoginActivityScreen } from './LoginActivityScreen.tsx';
