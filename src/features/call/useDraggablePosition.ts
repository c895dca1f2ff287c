import {
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { browserStorage } from '../../platform/storage/memoryStorage.ts';
import {
  clampPosition,
  keyMove,
  loadPopupPosition,
  type PopupPosition,
  savePopupPosition,
} from './popupPosition.ts';

type Drag = { pointerId: number; startX: number; startY: number; from: PopupPosition };

/**
 * The position of a floating panel moved by its handle: dragged with a pointer or moved with
 * the arrow keys, kept on screen, and remembered in storage for the next call.
 */
export function useDraggablePosition(panel: RefObject<HTMLElement | null>, storage?: Storage) {
  const [store] = useState(() => storage ?? browserStorage('localStorage'));
  // null: the default corner, placed by CSS until the first move.
  const [position, setPosition] = useState<PopupPosition | null>(() => loadPopupPosition(store));
  const drag = useRef<Drag | null>(null);

  const current = useCallback((): PopupPosition => {
    if (position) return position;
    const rect = panel.current?.getBoundingClientRect();
    return { x: rect?.left ?? 0, y: rect?.top ?? 0 };
  }, [position, panel]);

  const place = useCallback(
    (next: PopupPosition, remember: boolean) => {
      const rect = panel.current?.getBoundingClientRect();
      const size = { width: rect?.width ?? 0, height: rect?.height ?? 0 };
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      const placed = clampPosition(next, size, viewport);
      setPosition(placed);
      if (remember) savePopupPosition(store, placed);
    },
    [panel, store],
  );

  // A position saved on a larger screen is pulled back into view when the popup opens.
  const saved = useRef(position);
  useLayoutEffect(() => {
    if (saved.current) place(saved.current, false);
  }, [place]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      from: current(),
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const follow = (event: PointerEvent<HTMLElement>, remember: boolean) => {
    const active = drag.current;
    if (!active || active.pointerId !== event.pointerId) return;
    place(
      {
        x: active.from.x + event.clientX - active.startX,
        y: active.from.y + event.clientY - active.startY,
      },
      remember,
    );
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => follow(event, false);
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    follow(event, true);
    drag.current = null;
  };
  const onPointerCancel = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const move = keyMove(event.key, event.shiftKey);
    if (!move) return;
    event.preventDefault();
    const from = current();
    place({ x: from.x + move[0], y: from.y + move[1] }, true);
  };

  return {
    position,
    handleProps: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onKeyDown },
  };
}
