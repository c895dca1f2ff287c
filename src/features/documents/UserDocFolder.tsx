import { useQuery } from '@tanstack/react-query';
import type { DocType } from '../../domain/documents.ts';
import { documentsMessages } from '../../domain/messages/documents.ts';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import { DocumentFolderPanel } from './DocumentFolderPanel.tsx';
import { documentQueries, ensureUserDocGroup } from './documentCalls.ts';
import { DOCUMENTS_TEXTS as T } from './documentsTexts.ts';
import { type DocumentGridProps, useDocumentGrid } from './useDocumentGrid.ts';

export type UserDocFolderProps = Omit<DocumentGridProps, 'editable'> & {
  username: string;
  doctype: DocType;
  /** e.g. 'Employment agreements of Sunita Devi'. */
  heading: string;
  loanId: number | null;
};

/** The folder's read: a missing folder is created first (part 2 §7: GET, on 400 POST). */
const folderQuery = (props: UserDocFolderProps) => ({
  queryKey: ['user-doc-folder', props.username, props.doctype] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    ensureUserDocGroup(props.queries)({ user: props.username, type: props.doctype }, signal),
});

/**
 * One user's folder of one type, on its own (the loan page's employment agreements): its
 * documents and the folder toolbar (upload with progress, download), no grid around it.
 */
export function UserDocFolder(props: UserDocFolderProps) {
  const folder = useQuery(folderQuery(props));
  return (
    <QueryPanel
      query={folder}
      errorText={documentsMessages.fetchDocFailed}
      skeleton={<ListSkeleton label={props.heading} lines={2} />}
    >
      {(group) => <FolderDocuments {...props} groupId={group.id} />}
    </QueryPanel>
  );
}

function FolderDocuments(props: UserDocFolderProps & { groupId: number }) {
  const options = documentQueries(props.queries).group(props.groupId);
  const documents = useQuery(options);
  // Only uploading: Replace All, Add New and Assign loan_share belong to the documents grids.
  const { actors, rights, onOpen, viewer, reload } = useDocumentGrid(
    { ...props, editable: false },
    options.queryKey,
  );
  return (
    <>
      {viewer}
      <QueryPanel
        query={documents}
        errorText={documentsMessages.fetchDocFailed}
        skeleton={<ListSkeleton label={props.heading} lines={2} />}
      >
        {(list) => (
          <div className="flex flex-col gap-2">
            <DocumentFolderPanel
              folder={{ groupId: props.groupId, owner: props.username, doctype: props.doctype }}
              heading={props.heading}
              documents={list.documents}
              rights={rights}
              loanId={props.loanId}
              users={[]}
              actors={actors}
              reload={reload}
              onOpen={onOpen}
            />
            {list.documents.length ? null : (
              <p className="text-sm text-slate-600">{T.noDocuments}</p>
            )}
          </div>
        )}
      </QueryPanel>
    </>
  );
}
