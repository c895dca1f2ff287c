import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { canChangeDocuments } from '../../domain/access/documents.ts';
import type { RoleFlags } from '../../domain/access/roles.ts';
import { loadDocumentFile, type MainQueries, saveDocumentRotation } from './documentCalls.ts';
import type { DocumentRecord } from './documentTypes.ts';
import { DocumentViewer } from './viewer/index.ts';

/** The reads whose lists name a document's file (its uri changes when a rotation is saved). */
const DOCUMENT_LISTS = [
  ['get', '/customers/{username}/documents'],
  ['get', '/loans/{loan_id}/documents'],
  ['get', '/document/{group_id}'],
];

type Opened = { documents: DocumentRecord[]; index: number };

/**
 * The grids' thumbnails open the document viewer: `onOpen` for the thumbnails, `viewer` to
 * render beside the grid. Rotation is offered to the users who may change documents (part 2 §6),
 * and a saved rotation refreshes the lists. Closing gives focus back to the thumbnail.
 */
export function useDocumentViewer(
  queries: MainQueries,
  flags: RoleFlags,
): { onOpen: (documents: DocumentRecord[], index: number) => void; viewer: ReactNode } {
  const client = useQueryClient();
  const [opened, setOpened] = useState<Opened | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const onOpen = useCallback((documents: DocumentRecord[], index: number) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpened({ documents, index });
  }, []);
  const onClose = useCallback(() => {
    setOpened(null);
    opener.current?.focus();
  }, []);
  const calls = useMemo(() => {
    const save = saveDocumentRotation(queries);
    return {
      loadFile: loadDocumentFile(queries),
      saveRotation: canChangeDocuments(flags)
        ? async (doc: DocumentRecord, jpeg: Blob) => {
            await save(doc, jpeg);
            for (const queryKey of DOCUMENT_LISTS) void client.invalidateQueries({ queryKey });
          }
        : undefined,
    };
  }, [queries, flags, client]);
  const viewer = opened ? (
    <Suspense fallback={null}>
      <DocumentViewer
        documents={opened.documents}
        index={opened.index}
        onClose={onClose}
        loadFile={calls.loadFile}
        saveRotation={calls.saveRotation}
      />
    </Suspense>
  ) : null;
  return { onOpen, viewer };
}
