export type { CaptchaSlot, CaptchaSlotProps } from '../../ui/captchaSlot.ts';
export { DEV_CAPTCHA_TOKEN, DevCaptcha, devCaptcha } from './DevCaptcha.tsx';
export { LoginRoute, type LoginRouteProps } from './LoginRoute.tsx';
export { LoginView, type LoginViewProps } from './LoginView.tsx';
export { MagicLinkRoute, type MagicLinkRouteProps, MagicLinkView } from './MagicLinkRoute.tsx';
