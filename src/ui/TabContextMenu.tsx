import { useEffect, useRef } from 'react';
import { messages } from '../domain/messages.ts';

export type TabContextMenuProps = {
  /** The address of the page on the tab. */
  href: string;
  /** Where the pointer was (viewport pixels). */
  x: number;
  y: number;
  /** Closes the menu; focus goes back to the tab. */
  onClose: () => void;
};

/**
 * The tab's right-click menu: one item that opens the tab's address in a new browser tab. It
 * takes focus, and Escape, Tab, a click elsewhere or the choice itself close it.
 */
export function TabContextMenu({ href, x, y, onClose }: TabContextMenuProps) {
  const item = useRef<HTMLAnchorElement>(null);
  // The owner's latest close, so a re-render does not re-run the effect (and steal focus again).
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    item.current?.focus();
    const away = (event: PointerEvent) => {
      if (!item.current?.parentElement?.contains(event.target as Node)) close.current();
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, []);
  return (
    <div
      role="menu"
      aria-label={messages.labels.openTabInNewTab}
      className="fixed z-50 min-w-40 rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
      style={{ left: x, top: y }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' || event.key === 'Tab') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      {/* A real link: the new tab gets the address, and this page keeps no handle on it. */}
      <a
        ref={item}
        role="menuitem"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="block px-3 py-1.5 text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none"
        onClick={onClose}
      >
        {messages.labels.openTabInNewTab}
      </a>
    </div>
  );
}
