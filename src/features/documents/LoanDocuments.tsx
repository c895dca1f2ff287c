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

export type LoanDocumentsProps = DocumentGridProps & { loanId: number };

/**
 * The per-loan grid (part 2 §2): one column per borrower plus the leader (first), rows
 * alternate_bank_statement, salary_script, chat_document, misc; a folder's toolbar opens below.
 */
export function LoanDocuments(props: LoanDocumentsProps) {
  const { loanId } = props;
  const options = documentQueries(props.queries).loan(loanId);
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
