// The document machines' calls, made real over the contract's calls (documentCalls.ts). Each
// passes the actor's signal, so a dialog closed mid-call aborts it, and an abort is never shown.
import type { AssignDocumentsInput } from '../../../machines/docAssign/index.ts';
import type { DownloadDocumentsInput } from '../../../machines/docToolbar/index.ts';
import type {
  AssignUploadedInput,
  UploadDocumentInput,
  UploadDocumentOutput,
} from '../../../machines/docUpload/index.ts';
import type { DocType } from '../../domain/documents.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';
import { saveBlob } from '../../platform/download.ts';
import type { FolderActors } from './DocumentFolderPanel.tsx';
import {
  addGroupDocuments,
  assignDocumentToLoanShare,
  downloadDocumentsPdf,
  ensureUserDocGroup,
  type MainQueries,
  replaceGroupDocuments,
  uploadDocument,
} from './documentCalls.ts';

export function createDocumentActors(queries: MainQueries): FolderActors {
  const ensureFolder = ensureUserDocGroup(queries);
  return {
    downloadDocuments: fromAbortable<unknown, DownloadDocumentsInput>(async ({ input, signal }) => {
      const pdf = await downloadDocumentsPdf(queries)(
        input.documentIds === null
          ? { groupId: input.groupId! }
          : { documentIds: input.documentIds },
        signal,
      );
      saveBlob(pdf.file, pdf.fileName);
    }),
    uploadDocument: fromAbortable<UploadDocumentOutput, UploadDocumentInput>(
      async ({ input, signal }) => {
        const { folder, file } = input;
        // The dialog queues only what the browser picked or dropped: Files.
        if (!(file instanceof File)) throw new TypeError(`${file.name} is not a file`);
        const groupId =
          folder.groupId ??
          (await ensureFolder({ user: folder.owner, type: folder.doctype as DocType }, signal)).id;
        const doc = await uploadDocument(queries)(
          {
            groupId,
            file,
            ...(input.password ? { password: input.password } : {}),
            onProgress: (loaded, total) => input.onProgress({ loaded, total }),
          },
          signal,
        );
        return { id: doc.id, groupId };
      },
    ),
    assignUploaded: fromAbortable<unknown, AssignUploadedInput>(({ input, signal }) =>
      (input.mode === 'addNew' ? addGroupDocuments : replaceGroupDocuments)(queries)(
        { groupId: input.groupId, docIds: input.docIds },
        signal,
      ),
    ),
    // The documents go into the user's folder of the chosen type, then to the user's loan share.
    assignDocuments: fromAbortable<unknown, AssignDocumentsInput>(async ({ input, signal }) => {
      const folder = await ensureFolder(
        { user: input.username, type: input.doctype as DocType },
        signal,
      );
      await addGroupDocuments(queries)({ groupId: folder.id, docIds: input.docIds }, signal);
      for (const docId of input.docIds) {
        await assignDocumentToLoanShare(queries)(
          { username: input.username, docId, loanId: input.loanId },
          signal,
        );
      }
    }),
  };
}
