import type { OpenedPdf, PdfOpenFailure } from '../../../../machines/documentViewer/index.ts';

/** An open PDF: its page count for the machine, and what the view needs to draw and free it. */
export type PdfFile = OpenedPdf & {
  /** Draws one page to fit `width` CSS pixels; a newer draw or an abort cancels it. */
  renderPage: (
    page: number,
    canvas: HTMLCanvasElement,
    width: number,
    signal: AbortSignal,
  ) => Promise<void>;
  destroy: () => void;
};

type PdfJs = typeof import('pdfjs-dist');

let pdfjs: Promise<PdfJs> | undefined;

/** pdf.js and its worker (its own file) load the first time a PDF opens, never before. */
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]).then(([lib, worker]) => {
    lib.GlobalWorkerOptions.workerSrc = worker.default;
    return lib;
  });
  return pdfjs;
}

const failure = (reason: PdfOpenFailure['reason']): PdfOpenFailure => ({ reason });

/** pdf.js's password answers (1: none given, 2: wrong) told apart from an unreadable file. */
function failureOf(error: unknown, lib: PdfJs): PdfOpenFailure {
  if (error instanceof lib.PasswordException) {
    return failure(
      error.code === lib.PasswordResponses.INCORRECT_PASSWORD
        ? 'incorrectPassword'
        : 'needPassword',
    );
  }
  return failure('unreadable');
}

/** Opens a PDF with pdf.js (no eval), with a password or none; rejects with a PdfOpenFailure. */
export async function openPdfFile(
  file: Blob,
  password: string | null,
  signal: AbortSignal,
): Promise<PdfFile> {
  const lib = await loadPdfJs();
  const data = new Uint8Array(await file.arrayBuffer());
  // pdf.js 6 compiles nothing with eval any more: the old `isEvalSupported: false` switch is gone
  // from its options because there is nothing left to switch off.
  const task = lib.getDocument({ data, ...(password === null ? {} : { password }) });
  const stop = () => void task.destroy();
  signal.addEventListener('abort', stop, { once: true });
  try {
    const pdf = await task.promise;
    if (signal.aborted) throw failure('unreadable');
    return {
      pageCount: pdf.numPages,
      renderPage: async (number, canvas, width, renderSignal) => {
        const page = await pdf.getPage(number);
        if (renderSignal.aborted) return;
        const natural = page.getViewport({ scale: 1 });
        const ratio = globalThis.devicePixelRatio || 1;
        const scale = Math.max(0.25, width / natural.width);
        const viewport = page.getViewport({ scale: scale * ratio });
        // Drawn off screen, then copied: the page on screen is never half drawn.
        const drawing = document.createElement('canvas');
        drawing.width = Math.floor(viewport.width);
        drawing.height = Math.floor(viewport.height);
        const render = page.render({ canvas: drawing, viewport });
        const cancel = () => render.cancel();
        renderSignal.addEventListener('abort', cancel, { once: true });
        try {
          await render.promise;
        } catch (error) {
          if (error instanceof lib.RenderingCancelledException) return;
          throw error;
        } finally {
          renderSignal.removeEventListener('abort', cancel);
          // Each page's decoded images go once drawn: memory stays flat while paging.
          page.cleanup();
        }
        canvas.width = drawing.width;
        canvas.height = drawing.height;
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        canvas.getContext('2d')?.drawImage(drawing, 0, 0);
      },
      destroy: () => void task.destroy(),
    };
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'reason' in error) throw error;
    throw failureOf(error, lib);
  } finally {
    signal.removeEventListener('abort', stop);
  }
}

/** Whether an opened PDF can draw (a story's snapshot carries only the page count). */
export const isPdfFile = (pdf: OpenedPdf | null): pdf is PdfFile =>
  pdf !== null && typeof (pdf as Partial<PdfFile>).renderPage === 'function';
