import { useActorRef } from '@xstate/react';
import { useCallback, useState } from 'react';
import {
  connectDocumentViewer,
  documentViewerMachine,
  type PdfDocumentActors,
} from '../../../../machines/documentViewer/index.ts';
import { fromAbortable } from '../../../platform/abortableActor.ts';
import { useView } from '../../../ui/hooks/useView.ts';
import type { DocumentRecord } from '../documentTypes.ts';
import { DocumentViewerView } from './DocumentViewerView.tsx';
import { ViewerBody } from './ViewerBody.tsx';
import type { DocumentViewerProps } from './viewerProps.ts';

/** The document viewer: its navigation flow, over the host's file reads and rotation save. */
export function DocumentViewerDialog({
  documents,
  index,
  onClose,
  loadFile,
  saveRotation,
  openPdf,
  readThumbnail = loadFile,
}: DocumentViewerProps & {
  /** Tests give another PDF opener (jsdom cannot run pdf.js). */
  openPdf?: PdfDocumentActors['openPdf'];
  /** How thumbnails read their images; the host's loadFile unless a test keeps them apart. */
  readThumbnail?: DocumentViewerProps['loadFile'];
}) {
  const [logic] = useState(() =>
    documentViewerMachine.provide({
      actors: {
        loadFile: fromAbortable(({ input, signal }) =>
          loadFile(input.document as DocumentRecord, signal),
        ),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { documents, index } });
  const view = useView(actor, (snapshot) => connectDocumentViewer(snapshot, actor.send))!;
  const loadThumbnail = useCallback(
    (at: number) => (signal: AbortSignal) => readThumbnail(documents[at]!, signal),
    [documents, readThumbnail],
  );
  return (
    <DocumentViewerView view={view} onClose={onClose} loadThumbnail={loadThumbnail}>
      <ViewerBody
        view={view}
        document={documents[view.index]!}
        onClose={onClose}
        saveRotation={saveRotation}
        openPdf={openPdf}
      />
    </DocumentViewerView>
  );
}
