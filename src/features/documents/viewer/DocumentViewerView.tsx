import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import type { DocumentViewerModel } from '../../../../machines/documentViewer/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { Thumbnails } from './Thumbnails.tsx';
import { useKeepFocus } from './useKeepFocus.ts';
import { isTyping, type KeyHandler, ViewerKeysContext } from './viewerKeys.ts';
import { VIEWER_TEXTS as T } from './viewerTexts.ts';

export type DocumentViewerViewProps = {
  view: DocumentViewerModel;
  onClose: () => void;
  /** The body for the state (ViewerBody). */
  children: ReactNode;
  loadThumbnail?: (index: number) => (signal: AbortSignal) => Promise<Blob>;
};

/**
 * The viewer's modal: the document's name and place, previous/next, the body, the thumbnails.
 * Keys: the body's own first (a video's 10 s jump, zoom, pages), then ArrowLeft/ArrowRight move
 * between documents; Esc closes (the dialog's).
 */
export function DocumentViewerView({
  view,
  onClose,
  children,
  loadThumbnail,
}: DocumentViewerViewProps) {
  const bodyKeys = useRef<KeyHandler | null>(null);
  const register = useCallback((handler: KeyHandler | null) => {
    bodyKeys.current = handler;
  }, []);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useKeepFocus(
    [
      { button: next, disabled: !view.canNext },
      { button: previous, disabled: !view.canPrevious },
    ],
    [previous, next, close],
  );
  const latest = useRef(view);
  latest.current = view;
  useEffect(() => {
    // On the window: a click on the picture leaves no focused control to hear the key.
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      const now = latest.current;
      if (bodyKeys.current?.(event.key)) event.preventDefault();
      else if (event.key === 'ArrowLeft' && now.canPrevious) now.onPrevious();
      else if (event.key === 'ArrowRight' && now.canNext) now.onNext();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <Dialog open title={view.title} onClose={onClose} size="wide">
      <ViewerKeysContext.Provider value={register}>
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <Button
              ref={previous}
              variant="secondary"
              onClick={view.onPrevious}
              disabled={!view.canPrevious}
            >
              {T.previousDocument}
            </Button>
            <span className="text-sm text-slate-700">{T.position(view.index, view.count)}</span>
            <Button ref={next} variant="secondary" onClick={view.onNext} disabled={!view.canNext}>
              {T.nextDocument}
            </Button>
            <span className="ml-auto hidden text-xs text-slate-500 sm:inline">{T.keysHint}</span>
            <Button ref={close} variant="secondary" onClick={onClose}>
              {T.close}
            </Button>
          </div>
          {children}
          <Thumbnails view={view} {...(loadThumbnail ? { loadThumbnail } : {})} />
        </div>
      </ViewerKeysContext.Provider>
    </Dialog>
  );
}
