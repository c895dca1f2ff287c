import type {
  DocumentViewerModel,
  PdfDocumentActors,
} from '../../../../machines/documentViewer/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';
import type { DocumentRecord } from '../documentTypes.ts';
import { DownloadFileButton } from './DownloadFileButton.tsx';
import { ImageViewer } from './ImageViewer.tsx';
import { MediaViewer } from './MediaViewer.tsx';
import { OfficeViewer } from './OfficeViewer.tsx';
import { PdfViewer } from './PdfViewer.tsx';
import { VIEWER_TEXTS as T } from './viewerTexts.ts';

export type ViewerBodyProps = {
  view: DocumentViewerModel;
  document: DocumentRecord;
  onClose: () => void;
  saveRotation?: ((doc: DocumentRecord, jpeg: Blob) => Promise<void>) | undefined;
  /** Tests give another PDF opener (jsdom cannot run pdf.js). */
  openPdf?: PdfDocumentActors['openPdf'] | undefined;
};

/** The viewer the document's extension chose, or loading, the failure with Retry, or no preview. */
export function ViewerBody({ view, document, onClose, saveRotation, openPdf }: ViewerBodyProps) {
  const { file, fileName } = view;
  const key = `${document.id}:${view.index}`;
  switch (view.body) {
    case 'loading':
      return (
        <p role="status" className="py-8 text-center text-sm text-slate-600">
          {T.loading}
        </p>
      );
    case 'failed':
      return (
        <div className="flex flex-col items-center gap-3 py-8">
          <ErrorBox>{T.fetchFailed}</ErrorBox>
          <Button variant="secondary" onClick={view.onRetry}>
            {T.retry}
          </Button>
        </div>
      );
    case 'noPreview':
      return (
        <div className="flex flex-col items-center gap-3 py-8">
          <p className="text-sm text-slate-700">{T.noPreview}</p>
          {file ? <DownloadFileButton file={file} fileName={fileName} /> : null}
        </div>
      );
  }
  if (!file) return null;
  switch (view.body) {
    case 'image':
      return (
        <ImageViewer
          key={key}
          document={document}
          file={file}
          fileName={fileName}
          {...(saveRotation ? { saveRotation } : {})}
        />
      );
    case 'pdf':
      return (
        <PdfViewer
          key={key}
          document={document}
          file={file}
          fileName={fileName}
          onClose={onClose}
          {...(openPdf ? { openPdf } : {})}
        />
      );
    case 'media':
      return (
        <MediaViewer
          key={key}
          file={file}
          fileName={fileName}
          kind={view.kind === 'audio' ? 'audio' : 'video'}
        />
      );
    default:
      return <OfficeViewer key={key} file={file} fileName={fileName} />;
  }
}
