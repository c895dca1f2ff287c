import { STORAGE_PREFIXES } from '../../platform/session/storageKeys.ts';

/** Where the call popup was last left (top-left corner, CSS pixels from the viewport's). */
export type PopupPosition = { x: number; y: number };

export const POPUP_POSITION_KEY = `${STORAGE_PREFIXES.telephony}popupPosition`;

/**
 * Where the popup opens until the agent moves it: the bottom-left corner, over the empty foot of
 * the sidebar (256 px wide from 1200 px up), so it covers neither the loop's control bar (Stop,
 * Call now: right-aligned) nor the case's Amount column (the table's right edge) at 1280×800 or
 * 1920×1080. POPUP_WIDTH_CLASS keeps it narrower than the sidebar.
 */
export const DEFAULT_POPUP_PLACEMENT = { left: '0.5rem', bottom: '1rem' } as const;
export const POPUP_WIDTH_CLASS = 'w-60';

/** Arrow keys move the popup this far; with Shift, five times as far. */
export const KEY_STEP_PX = 10;

export function loadPopupPosition(storage: Storage): PopupPosition | null {
  try {
    const saved: unknown = JSON.parse(storage.getItem(POPUP_POSITION_KEY) ?? 'null');
    const { x, y } = (saved ?? {}) as Partial<PopupPosition>;
    return Number.isFinite(x) && Number.isFinite(y) ? { x: x as number, y: y as number } : null;
  } catch {
    return null;
  }
}

export function savePopupPosition(storage: Storage, position: PopupPosition): void {
  try {
    storage.setItem(POPUP_POSITION_KEY, JSON.stringify(position));
  } catch {
    // A full or refused storage only costs the remembered position.
  }
}

/** Keeps the whole popup on screen (a popup larger than the screen sticks to the top-left). */
export function clampPosition(
  position: PopupPosition,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
): PopupPosition {
  const clamp = (value: number, max: number) =>
    Math.round(Math.min(Math.max(0, max), Math.max(0, value)));
  return {
    x: clamp(position.x, viewport.width - size.width),
    y: clamp(position.y, viewport.height - size.height),
  };
}

const KEY_MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The move an arrow key asks for, or null for any other key. */
export function keyMove(key: string, shift: boolean): [number, number] | null {
  const move = KEY_MOVES[key];
  if (!move) return null;
  const step = shift ? KEY_STEP_PX * 5 : KEY_STEP_PX;
  return [move[0] * step, move[1] * step];
}
