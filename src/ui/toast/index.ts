export { Toaster } from './Toaster.tsx';
export {
  type AlertOptions,
  alert,
  clearToasts,
  dismiss,
  expireToasts,
  TOAST_HIDE_MS,
  TOAST_HIDE_SHORT_MS,
  type Toast,
  type ToastKind,
  toastState,
} from './toastStore.ts';
