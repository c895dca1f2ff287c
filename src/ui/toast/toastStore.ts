import { proxy } from 'valtio';

/** The spec's two toast lifetimes. */
export const TOAST_HIDE_MS = 5000;
export const TOAST_HIDE_SHORT_MS = 2000;

export type ToastKind = 'error' | 'info' | 'success';

export type AlertOptions = {
  kind?: ToastKind;
  hideAfterMs?: typeof TOAST_HIDE_MS | typeof TOAST_HIDE_SHORT_MS;
};

export type Toast = {
  readonly id: string;
  readonly text: string;
  readonly kind: ToastKind;
  /** Epoch ms; hiding is computed from timestamps, so throttled background timers cannot stretch it. */
  readonly hideAt: number;
};

export const toastState = proxy<{ toasts: Toast[] }>({ toasts: [] });

let lastId = 0;

/**
 * The in-app replacement for window.alert, callable from non-React code. Showing a text that is
 * already on screen restarts its timer instead of stacking a copy (parallel failures often agree).
 */
export function alert(text: string, options: AlertOptions = {}): string {
  const kind = options.kind ?? 'info';
  const hideAt = Date.now() + (options.hideAfterMs ?? TOAST_HIDE_MS);
  const index = toastState.toasts.findIndex((t) => t.text === text && t.kind === kind);
  const existing = toastState.toasts[index];
  if (existing) {
    toastState.toasts[index] = { ...existing, hideAt };
    return existing.id;
  }
  lastId += 1;
  const id = `toast-${lastId}`;
  toastState.toasts.push({ id, text, kind, hideAt });
  return id;
}

export function dismiss(id: string): void {
  const index = toastState.toasts.findIndex((t) => t.id === id);
  if (index >= 0) toastState.toasts.splice(index, 1);
}

/** Removes every toast whose time is up; returns the next moment one is due, if any. */
export function expireToasts(now: number = Date.now()): number | undefined {
  const remaining = toastState.toasts.filter((t) => t.hideAt > now);
  if (remaining.length !== toastState.toasts.length) toastState.toasts = remaining;
  return remaining.length ? Math.min(...remaining.map((t) => t.hideAt)) : undefined;
}

export function clearToasts(): void {
  toastState.toasts = [];
}
