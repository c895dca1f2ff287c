import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  type AssignUser,
  connectDocAssign,
  type DocAssignActors,
  docAssignMachine,
} from '../../../machines/docAssign/index.ts';
import {
  connectDocToolbar,
  type DocToolbarActors,
  type DocumentRights,
  docToolbarMachine,
  DOC_TOOLBAR_TEXTS as TT,
} from '../../../machines/docToolbar/index.ts';
import {
  connectDocUpload,
  type DocUploadActors,
  type DocumentFolder,
  docUploadMachine,
} from '../../../machines/docUpload/index.ts';
import { useView } from '../../ui/hooks/useView.ts';
import { AssignDialog } from './components/AssignDialog.tsx';
import { DocumentThumb } from './components/DocumentThumb.tsx';
import { fileNameOf } from './components/documentKind.ts';
import { FolderToolbar } from './components/FolderToolbar.tsx';
import { UploadDialog } from './components/UploadDialog.tsx';
import type { DocumentRecord } from './documentTypes.ts';

export type FolderActors = DocToolbarActors & DocUploadActors & DocAssignActors;

export type DocumentFolderPanelProps = {
  folder: DocumentFolder;
  /** e.g. 'Pan of Ravi Kumar'. */
  heading: string;
  documents: DocumentRecord[];
  rights: DocumentRights;
  /** The loan whose shares Assign loan_share gives to (the per-loan grid). */
  loanId: number | null;
  users: readonly AssignUser[];
  actors: FolderActors;
  /** The grid reads its documents again (after an upload or an assignment). */
  reload: () => void;
  onOpen?: ((documents: DocumentRecord[], index: number) => void) | undefined;
};

function UploadHost({ actor }: { actor: ActorRefFrom<typeof docUploadMachine> }) {
  const view = useView(actor, (snapshot) => connectDocUpload(snapshot, actor.send));
  return view ? <UploadDialog view={view} /> : null;
}

function AssignHost({
  actor,
  users,
}: {
  actor: ActorRefFrom<typeof docAssignMachine>;
  users: readonly AssignUser[];
}) {
  const view = useView(actor, (snapshot) => connectDocAssign(snapshot, actor.send));
  return view ? <AssignDialog view={view} users={users} /> : null;
}

/**
 * One folder (a user's documents of one type): its documents to choose, the toolbar, and the
 * upload and assign dialogs the toolbar opens (child machines of docToolbar).
 */
export function DocumentFolderPanel(props: DocumentFolderPanelProps) {
  const { folder, documents, actors, reload } = props;
  const [logic] = useState(() =>
    docToolbarMachine.provide({
      actors: {
        downloadDocuments: actors.downloadDocuments,
        docUpload: docUploadMachine.provide({
          actors: { uploadDocument: actors.uploadDocument, assignUploaded: actors.assignUploaded },
          actions: { reloadDocuments: reload },
        }),
        docAssign: docAssignMachine.provide({
          actors: { assignDocuments: actors.assignDocuments },
          actions: { reloadDocuments: reload },
        }),
      },
    }),
  );
  const actor = useActorRef(logic, {
    input: { folder, documents, rights: props.rights, loanId: props.loanId },
  });
  // A reload of the grid gives the folder its new documents; the choice of those still there stays.
  useEffect(() => {
    actor.send({ type: 'documents.set', documents });
  }, [actor, documents]);
  const view = useView(actor, (snapshot) => connectDocToolbar(snapshot, actor.send))!;
  const upload = useSelector(actor, (s) => s.children.docUpload);
  const assign = useSelector(actor, (s) => s.children.docAssign);
  const nameOf = (id: number) => {
    const doc = documents.find((d) => d.id === id);
    return doc ? fileNameOf(doc) : String(id);
  };
  return (
    <section
      aria-label={props.heading}
      className="flex flex-col gap-3 rounded-md border border-slate-300 p-3"
    >
      <h3 className="text-sm font-semibold text-slate-900">{props.heading}</h3>
      <FolderToolbar view={view} labelOf={nameOf} />
      {documents.length ? (
        <ul className="flex flex-wrap gap-3">
          {documents.map((doc, index) => (
            <li key={doc.id} className="flex flex-col items-start gap-1">
              <label className="flex items-center gap-1 text-xs text-slate-700">
                <input
                  type="checkbox"
                  checked={view.selected.includes(doc.id)}
                  disabled={!view.canUse}
                  onChange={() => view.onToggle(doc.id)}
                />
                {TT.select(fileNameOf(doc))}
              </label>
              <DocumentThumb
                doc={doc}
                onOpen={props.onOpen ? () => props.onOpen?.(documents, index) : undefined}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {upload ? <UploadHost actor={upload as ActorRefFrom<typeof docUploadMachine>} /> : null}
      {assign ? (
        <AssignHost actor={assign as ActorRefFrom<typeof docAssignMachine>} users={props.users} />
      ) : null}
    </section>
  );
}
