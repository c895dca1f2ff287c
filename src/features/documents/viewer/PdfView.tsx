import { type FormEvent, useRef } from 'react';
import type { PdfDocumentModel } from '../../../../machines/documentViewer/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';
import { DownloadFileButton } from './DownloadFileButton.tsx';
import { PdfPageCanvas } from './PdfPageCanvas.tsx';
import { isPdfFile } from './pdfLoader.ts';
import { useKeepFocus } from './useKeepFocus.ts';
import { useViewerKeys } from './viewerKeys.ts';
import { VIEWER_TEXTS as T } from './viewerTexts.ts';

const P = T.pdf;

/** The PDF viewer: the page, paging, download, the INVALID DOCUMENT mark, and the password prompt. */
export function PdfView({
  view,
  file,
  fileName,
  isValid,
}: {
  view: PdfDocumentModel;
  file: Blob;
  fileName: string;
  isValid: boolean;
}) {
  const previousPage = useRef<HTMLButtonElement>(null);
  const nextPage = useRef<HTMLButtonElement>(null);
  useKeepFocus(
    [
      { button: nextPage, disabled: !view.canNextPage },
      { button: previousPage, disabled: !view.canPreviousPage },
    ],
    [previousPage, nextPage],
  );
  useViewerKeys((key) => {
    if (key === 'PageDown' && view.canNextPage) view.onNextPage();
    else if (key === 'PageUp' && view.canPreviousPage) view.onPreviousPage();
    else return false;
    return true;
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (view.canSubmit) view.onSubmit();
  };
  return (
    <div className="flex flex-col gap-3">
      {view.phase === 'opening' ? (
        <p role="status" className="text-sm text-slate-600">
          {P.opening}
        </p>
      ) : null}
      {view.phase === 'failed' ? (
        <div className="flex items-center gap-3">
          <ErrorBox>{P.failed}</ErrorBox>
          <Button variant="secondary" onClick={view.onRetry}>
            {P.retry}
          </Button>
        </div>
      ) : null}
      {view.phase === 'showing' ? (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <Button
              ref={previousPage}
              variant="secondary"
              onClick={view.onPreviousPage}
              disabled={!view.canPreviousPage}
            >
              {P.previousPage}
            </Button>
            <span className="text-sm tabular-nums" aria-live="polite">
              {P.pageOf(view.page, view.pageCount)}
            </span>
            <Button
              ref={nextPage}
              variant="secondary"
              onClick={view.onNextPage}
              disabled={!view.canNextPage}
            >
              {P.nextPage}
            </Button>
            <DownloadFileButton file={file} fileName={fileName} label={T.download} />
          </div>
          {/* The mark sits over the visible frame, not the page: it stays in view while scrolling. */}
          <div className="relative">
            {/* Focusable: a keyboard user scrolls a page taller than the frame. */}
            <section
              aria-label={T.pageFrame(fileName)}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the keyboard.
              tabIndex={0}
              className="max-h-[65vh] overflow-auto rounded bg-slate-100 p-2"
            >
              {isPdfFile(view.pdf) ? <PdfPageCanvas pdf={view.pdf} page={view.page} /> : null}
            </section>
            {isValid ? null : (
              <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
                <span className="-rotate-30 select-none border-4 border-red-600/60 px-4 text-4xl font-bold tracking-widest text-red-600/60">
                  {T.invalid}
                </span>
              </div>
            )}
          </div>
        </>
      ) : null}
      <Dialog open={view.phase === 'locked'} title={P.passwordTitle} onClose={view.onCancel}>
        <form onSubmit={submit} className="flex flex-col gap-3">
          {view.wrongPassword ? (
            <p role="alert" className="text-sm text-red-700">
              {P.passwordWrong}
            </p>
          ) : (
            <p className="text-sm text-slate-700">{P.passwordNeeded}</p>
          )}
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            {P.passwordLabel}
            <input
              type="password"
              value={view.typed}
              maxLength={view.passwordMax}
              autoComplete="off"
              autoFocus
              onChange={(event) => view.onPasswordChange(event.target.value)}
              className="rounded-md border border-slate-300 px-3 py-2"
            />
          </label>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={view.onCancel}>
              {P.cancel}
            </Button>
            <Button type="submit" disabled={!view.canSubmit}>
              {P.open}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
