import { useQuery } from '@tanstack/react-query';
import { documentsMessages } from '../../domain/messages/documents.ts';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import { FolderCell } from './components/FolderCell.tsx';
import { isOpen, toggled } from './components/gridFolder.ts';
import { DocumentFolderPanel } from './DocumentFolderPanel.tsx';
import { documentQueries } from './documentCalls.ts';
import { DOCUMENTS_TEXTS as T } from './documentsTexts.ts';
import { type DocumentGridProps, useDocumentGrid } from './useDocumentGrid.ts';

const LABELS = documentsMessages.compactView as Record<string, string>;

export type CustomerDocumentsProps = DocumentGridProps & { username: string };

/**
 * The compact customer view (part 2 §2): Pan, Aadhar, Statement, Passbook, Alt. statement,
 * Salary Slip, Chat Docs, Misc; a folder's toolbar opens under the grid.
 */
export function CustomerDocuments(props: CustomerDocumentsProps) {
  const { username } = props;
  const options = documentQueries(props.queries).customer(username);
  const query = useQuery(options);
  const { open, setOpen, actors, rights, onOpen, viewer, reload } = useDocumentGrid(
    props,
    options.queryKey,
  );
  return (
    <>
      {viewer}
      <QueryPanel
        query={query}
        errorText={documentsMessages.fetchDocFailed}
        skeleton={<ListSkeleton label={T.customerGridLabel} lines={2} />}
      >
        {(data) => {
          const openCell = data.cells.find((cell) => isOpen(open, username, cell));
          const empty = data.cells.every((cell) => cell.documents.length === 0);
          return (
            <div className="flex flex-col gap-3">
              {empty ? <p className="text-sm text-slate-600">{T.noDocuments}</p> : null}
              <table aria-label={T.customerGridLabel} className="w-full text-sm">
                <tbody>
                  {data.cells.map((cell) => (
                    <tr key={cell.doctype} className="border-b border-slate-200 align-top">
                      <th
                        scope="row"
                        className="w-36 py-2 pr-3 text-left font-medium text-slate-700"
                      >
                        {LABELS[cell.doctype] ?? cell.doctype}
                      </th>
                      <td className="py-2">
                        <FolderCell
                          cell={cell}
                          label={LABELS[cell.doctype] ?? cell.doctype}
                          owner={username}
                          active={isOpen(open, username, cell)}
                          onManage={() => setOpen(toggled(open, username, cell))}
                          onOpen={onOpen}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {openCell ? (
                <DocumentFolderPanel
                  key={`${username}/${openCell.doctype}`}
                  folder={{
                    groupId: openCell.group_id,
                    owner: username,
                    doctype: openCell.doctype,
                  }}
                  heading={T.folderHeading(LABELS[openCell.doctype] ?? openCell.doctype, username)}
                  documents={openCell.documents}
                  rights={rights}
                  loanId={null}
                  users={[]}
                  actors={actors}
                  reload={reload}
                  onOpen={onOpen}
                />
              ) : null}
            </div>
          );
        }}
      </QueryPanel>
    </>
  );
}
