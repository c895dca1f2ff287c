import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { documentRights } from '../../domain/access/documentRights.ts';
import type { RoleFlags } from '../../domain/access/roles.ts';
import type { OpenFolder } from './components/gridFolder.ts';
import type { FolderActors } from './DocumentFolderPanel.tsx';
import { createDocumentActors } from './documentActors.ts';
import type { MainQueries } from './documentCalls.ts';
import type { DocumentRecord } from './documentTypes.ts';
import { useDocumentViewer } from './useDocumentViewer.tsx';

/** What a documents grid's host gives it. */
export type DocumentGridProps = {
  queries: MainQueries;
  flags: RoleFlags;
  /** part 2 §6: Replace All, Add New and Assign loan_share need the host's editable option. */
  editable: boolean;
  /** The host may open documents itself; otherwise the viewer opens from the grid. */
  onOpen?: (documents: DocumentRecord[], index: number) => void;
  /** Test doubles of the calls; the real ones otherwise. */
  actors?: FolderActors;
};

/**
 * What both grids (per loan, per customer) keep beside their read (`queryKey`): the folder open
 * under the grid, the toolbar's calls and rights, the viewer, and a reload after a change.
 */
export function useDocumentGrid(props: DocumentGridProps, queryKey: QueryKey) {
  const { queries, flags } = props;
  const client = useQueryClient();
  const [open, setOpen] = useState<OpenFolder>(null);
  const actors = useMemo(
    () => props.actors ?? createDocumentActors(queries),
    [props.actors, queries],
  );
  const viewer = useDocumentViewer(queries, flags);
  return {
    open,
    setOpen,
    actors,
    rights: documentRights(flags, props.editable),
    onOpen: props.onOpen ?? viewer.onOpen,
    viewer: viewer.viewer,
    reload: () => void client.invalidateQueries({ queryKey }),
  };
}
