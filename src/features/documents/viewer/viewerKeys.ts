import { createContext, useContext, useEffect, useRef } from 'react';

/** A viewer body's keys: true when it used the key (the frame then leaves it alone). */
export type KeyHandler = (key: string) => boolean;

type Register = (handler: KeyHandler | null) => void;

export const ViewerKeysContext = createContext<Register>(() => {});

/** Gives the frame this body's keys while it is shown (the latest handler, without re-registering). */
export function useViewerKeys(handler: KeyHandler): void {
  const register = useContext(ViewerKeysContext);
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    register((key) => latest.current(key));
    return () => register(null);
  }, [register]);
}

/** Keys typed into a field belong to the field. */
export const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
