import { useActorRef } from '@xstate/react';
import { useCallback, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  connectDocumentViewer,
  documentViewerMachine,
  type PdfDocumentActors,
} from '../../../../machines/documentViewer/index.ts';
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
}: DocumentViewerProps & { openPdf?: PdfDocumentActors['openPdf'] }) {
  const [logic] = useState(() =>
    documentViewerMachine.provide({
      actors: {
        loadFile: fromPromise(({ input, signal }) =>
          loadFile(input.document as DocumentRecord, signal),
        ),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { documents, index } });
  const view = useView(actor, (snapshot) => connectDocumentViewer(snapshot, actor.send))!;
  const loadThumbnail = useCallback(
    (at: number) => () => loadFile(documents[at]!, new AbortController().signal),
    [documents, loadFile],
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
