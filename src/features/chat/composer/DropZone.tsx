import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { CHAT_COMPOSER_TEXTS as T } from '../../../../machines/chatComposer/index.ts';

type DropHandler = (file: File) => void;
type Registry = { register(handler: DropHandler | null): void };

const DropContext = createContext<Registry | null>(null);

const hasFiles = (event: DragEvent) => Boolean(event.dataTransfer?.types.includes('Files'));

/**
 * The drag-and-drop area of a channel (spec part 2 §2): wrap the channel pane in it; a file
 * dragged over shows the overlay, and one dropped goes to the Composer inside, as if chosen.
 * Dropping is a pointer shortcut: the Composer's Attach button does the same by keyboard.
 */
export function ChatDropZone({ children }: { children: ReactNode }) {
  const handler = useRef<DropHandler | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const [over, setOver] = useState(false);
  const [registry] = useState<Registry>(() => ({
    register: (next) => {
      handler.current = next;
    },
  }));

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    let depth = 0;
    const enter = (event: DragEvent) => {
      if (!hasFiles(event) || !handler.current) return;
      depth += 1;
      setOver(true);
    };
    const overArea = (event: DragEvent) => {
      if (hasFiles(event) && handler.current) event.preventDefault();
    };
    const leave = () => {
      depth = Math.max(0, depth - 1);
      if (depth === 0) setOver(false);
    };
    const drop = (event: DragEvent) => {
      depth = 0;
      setOver(false);
      const file = event.dataTransfer?.files[0];
      if (!file || !handler.current) return;
      event.preventDefault();
      handler.current(file);
    };
    const listeners = [
      ['dragenter', enter],
      ['dragover', overArea],
      ['dragleave', leave],
      ['drop', drop],
    ] as const;
    for (const [name, listener] of listeners) element.addEventListener(name, listener);
    return () => {
      for (const [name, listener] of listeners) element.removeEventListener(name, listener);
    };
  }, []);

  return (
    <DropContext.Provider value={registry}>
      <div ref={area} className="relative flex h-full min-h-0 flex-col">
        {children}
        {over ? (
          <div
            role="status"
            className="pointer-events-none absolute inset-0 z-30 flex items-center justify-center rounded-lg border-4 border-dashed border-brand-600 bg-white/85 text-lg font-semibold text-brand-700"
          >
            {T.dropHere}
          </div>
        ) : null}
      </div>
    </DropContext.Provider>
  );
}

/** The Composer takes dropped files while it is mounted (none outside a ChatDropZone). */
export function useDroppedFiles(onFile: DropHandler) {
  const registry = useContext(DropContext);
  const latest = useRef(onFile);
  latest.current = onFile;
  useEffect(() => {
    registry?.register((file) => latest.current(file));
    return () => registry?.register(null);
  }, [registry]);
}
