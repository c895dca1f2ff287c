import { Button } from '../../../ui/Button.tsx';
import type { DocumentCell } from '../documentCalls.ts';
import { DOCUMENTS_TEXTS as T } from '../documentsTexts.ts';
import type { DocumentRecord } from '../documentTypes.ts';
import { DocumentThumb } from './DocumentThumb.tsx';

export type FolderCellProps = {
  cell: DocumentCell;
  label: string;
  owner: string;
  /** This folder's panel is open below the grid. */
  active: boolean;
  onManage: () => void;
  onOpen?: ((documents: DocumentRecord[], index: number) => void) | undefined;
};

/** One cell of a grid: the folder's thumbnails and the button that opens its toolbar. */
export function FolderCell({ cell, label, owner, active, onManage, onOpen }: FolderCellProps) {
  return (
    <div className="flex flex-col gap-2">
      {cell.documents.length ? (
        <div className="flex flex-wrap gap-2">
          {cell.documents.map((doc, index) => (
            <DocumentThumb
              key={doc.id}
              doc={doc}
              onOpen={onOpen ? () => onOpen(cell.documents, index) : undefined}
            />
          ))}
        </div>
      ) : (
        <span className="text-xs text-slate-500">{T.none}</span>
      )}
      <Button
        variant="link"
        aria-expanded={active}
        onClick={onManage}
        className="self-start text-xs"
      >
        {T.manage(label, owner)}
      </Button>
    </div>
  );
}
