import { useEffect } from 'react';
import {
  type DocToolbarModel,
  DOC_TOOLBAR_TEXTS as T,
} from '../../../../machines/docToolbar/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { MapView } from '../../../ui/map/MapView.tsx';

export type FolderToolbarProps = {
  view: DocToolbarModel;
  /** Names the map's markers. */
  labelOf: (id: number) => string;
};

/** The toolbar (part 2 §2) of a folder: connect() of docToolbar rendered, ctrl+m for Location. */
export function FolderToolbar({ view, labelOf }: FolderToolbarProps) {
  const { canUse, onLocation } = view;
  useEffect(() => {
    if (!canUse) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && !event.altKey && event.key.toLowerCase() === 'm') {
        event.preventDefault();
        onLocation();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canUse, onLocation]);

  const locked = !view.canUse;
  const tool = (label: string, onClick: () => void, extra: object = {}) => (
    <Button variant="secondary" disabled={locked} onClick={onClick} {...extra}>
      {label}
    </Button>
  );
  return (
    <div className="flex flex-col gap-2">
      <div role="toolbar" aria-label="Document tools" className="flex flex-wrap gap-2">
        {tool(T.selectAll, view.onSelectAll, { 'aria-pressed': view.allSelected })}
        {tool(T.download, view.onDownload, { busy: view.busy })}
        {tool(T.location, view.onLocation, { 'aria-keyshortcuts': 'Control+M' })}
        {view.tools.upload ? tool(T.upload, () => view.onUpload('append')) : null}
        {view.tools.replaceAll ? tool(T.replaceAll, () => view.onUpload('replaceAll')) : null}
        {view.tools.addNew ? tool(T.addNew, () => view.onUpload('addNew')) : null}
        {view.tools.assign ? tool(T.assign, view.onAssign) : null}
      </div>
      {view.busy ? (
        <p role="status" className="text-sm text-slate-600">
          {T.downloading}
        </p>
      ) : null}
      {view.notice ? (
        <div className="flex items-center gap-3">
          <p role="alert" className="text-sm text-red-700">
            {view.notice}
          </p>
          <Button variant="secondary" onClick={view.onDismiss}>
            {T.ok}
          </Button>
        </div>
      ) : null}
      <Dialog open={view.points !== null} title={T.mapTitle} onClose={view.onDismiss} size="wide">
        {view.points ? (
          <MapView
            label={T.mapTitle}
            markers={view.points.map((p) => ({
              id: String(p.id),
              label: labelOf(p.id),
              lat: p.latitude,
              lng: p.longitude,
            }))}
            className="h-96 w-full"
          />
        ) : null}
        <div className="mt-4 flex justify-end">
          <Button variant="secondary" onClick={view.onDismiss}>
            {T.close}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
