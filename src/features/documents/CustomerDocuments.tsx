import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { documentRights } from '../../domain/access/documentRights.ts';
import type { RoleFlags } from '../../domain/access/roles.ts';
import { messages } from '../../domain/messages.ts';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import { FolderCell } from './components/FolderCell.tsx';
import { isOpen, type OpenFolder, toggled } from './components/gridFolder.ts';
import { DocumentFolderPanel, type FolderActors } from './DocumentFolderPanel.tsx';
import { createDocumentActors } from './documentActors.ts';
import { documentQueries, type MainQueries } from './documentCalls.ts';
import { DOCUMENTS_TEXTS as T } from './documentsTexts.ts';
import type { DocumentRecord } from './documentTypes.ts';
import { useDocumentViewer } from './useDocumentViewer.tsx';

const LABELS = messages.documents.compactView as Record<string, string>;

export type CustomerDocumentsProps = {
  queries: MainQueries;
  username: string;
  flags: RoleFlags;
  /** part 2 §6: Replace All and Add New need the host's editable option. */
  editable: boolean;
  onOpen?: (documents: DocumentRecord[], index: number) => void;
  /** Test doubles of the calls; the real ones otherwise. */
  actors?: FolderActors;
};

/**
 * The compact customer view (part 2 §2): Pan, Aadhar, Statement, Passbook, Alt. statement,
 * Salary Slip, Chat Docs, Misc; a folder's toolbar opens under the grid.
 */
export function CustomerDocuments(props: CustomerDocumentsProps) {
  const { queries, username } = props;
  const options = documentQueries(queries).customer(username);
  const query = useQuery(options);
  const client = useQueryClient();
  const [open, setOpen] = useState<OpenFolder>(null);
  const actors = useMemo(
    () => props.actors ?? createDocumentActors(queries),
    [props.actors, queries],
  );
  const rights = documentRights(props.flags, props.editable);
  // The host may open documents itself; otherwise the viewer opens here.
  const viewer = useDocumentViewer(queries, props.flags);
  const onOpen = props.onOpen ?? viewer.onOpen;
  const reload = () => void client.invalidateQueries({ queryKey: options.queryKey });
  return (
    <>
      {viewer.viewer}
      <QueryPanel
        query={query}
        errorText={messages.documents.fetchDocFailed}
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
