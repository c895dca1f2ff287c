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

export type LoanDocumentsProps = {
  queries: MainQueries;
  loanId: number;
  flags: RoleFlags;
  /** part 2 §6: Replace All, Add New and Assign loan_share need the host's editable option. */
  editable: boolean;
  onOpen?: (documents: DocumentRecord[], index: number) => void;
  actors?: FolderActors;
};

/**
 * The per-loan grid (part 2 §2): one column per borrower plus the leader (first), rows
 * alternate_bank_statement, salary_script, chat_document, misc; a folder's toolbar opens below.
 */
export function LoanDocuments(props: LoanDocumentsProps) {
  const { queries, loanId } = props;
  const options = documentQueries(queries).loan(loanId);
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
        skeleton={<ListSkeleton label={T.loanGridLabel(loanId)} lines={4} />}
      >
        {(data) => {
          const users = data.columns.map((c) => ({ username: c.username, name: c.name }));
          const opened = data.columns.flatMap((column) =>
            column.cells
              .filter((cell) => isOpen(open, column.username, cell))
              .map((cell) => ({ column, cell })),
          )[0];
          const empty = data.columns.every((c) => c.cells.every((cell) => !cell.documents.length));
          return (
            <div className="flex flex-col gap-3">
              {empty ? <p className="text-sm text-slate-600">{T.noDocuments}</p> : null}
              <div className="overflow-x-auto">
                <table aria-label={T.loanGridLabel(loanId)} className="text-sm">
                  <thead>
                    <tr>
                      <td />
                      {data.columns.map((column) => (
                        <th
                          key={column.username}
                          scope="col"
                          className="px-3 py-2 text-left font-medium"
                        >
                          {`${column.name} (${column.username})`}
                          {column.is_leader ? (
                            <span className="ml-2 rounded bg-brand-50 px-1 text-xs text-brand-700">
                              {T.leader}
                            </span>
                          ) : null}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {data.rows.map((row, r) => (
                      <tr key={row} className="border-t border-slate-200 align-top">
                        <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-700">
                          {LABELS[row] ?? row}
                        </th>
                        {data.columns.map((column) => {
                          const cell = column.cells[r]!;
                          return (
                            <td key={column.username} className="px-3 py-2">
                              <FolderCell
                                cell={cell}
                                label={LABELS[row] ?? row}
                                owner={column.username}
                                active={isOpen(open, column.username, cell)}
                                onManage={() => setOpen(toggled(open, column.username, cell))}
                                onOpen={onOpen}
                              />
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {opened ? (
                <DocumentFolderPanel
                  key={`${opened.column.username}/${opened.cell.doctype}`}
                  folder={{
                    groupId: opened.cell.group_id,
                    owner: opened.column.username,
                    doctype: opened.cell.doctype,
                  }}
                  heading={T.folderHeading(
                    LABELS[opened.cell.doctype] ?? opened.cell.doctype,
                    opened.column.name,
                  )}
                  documents={opened.cell.documents}
                  rights={rights}
                  loanId={loanId}
                  users={users}
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
