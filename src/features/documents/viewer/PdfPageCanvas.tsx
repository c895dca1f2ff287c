import { useEffect, useRef } from 'react';
import type { PdfFile } from './pdfLoader.ts';
import { VIEWER_TEXTS as T } from './viewerTexts.ts';

const FALLBACK_WIDTH = 800;

/**
 * One page of an open PDF drawn to a canvas at the frame's width. Only the page on screen is
 * drawn, so a long PDF costs one page at a time; turning the page cancels a draw in progress.
 */
export function PdfPageCanvas({ pdf, page }: { pdf: PdfFile; page: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    const controller = new AbortController();
    const width = target.parentElement?.clientWidth || FALLBACK_WIDTH;
    delete target.dataset.drawn;
    pdf.renderPage(page, target, width, controller.signal).then(
      () => {
        // Which page the canvas holds once drawn (read by the benchmark and browser tests).
        if (!controller.signal.aborted) target.dataset.drawn = String(page);
      },
      () => {
        // A page that fails to draw stays blank; the pages around it still turn.
      },
    );
    return () => controller.abort();
  }, [pdf, page]);
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={T.pageCanvas(page)}
      data-pdf-page={page}
      className="mx-auto block bg-white shadow"
    />
  );
}
