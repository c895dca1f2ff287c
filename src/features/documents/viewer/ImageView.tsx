import { useState } from 'react';
import type { ImageRotationModel } from '../../../../machines/documentViewer/index.ts';
import { canZoomIn, canZoomOut, ZOOM, zoomIn, zoomOut } from '../../../domain/documents/viewer.ts';
import { Button } from '../../../ui/Button.tsx';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';
import { useObjectUrl } from '../../../ui/hooks/useObjectUrl.ts';
import { useViewerKeys } from './viewerKeys.ts';
import { VIEWER_TEXTS as T } from './viewerTexts.ts';

/**
 * The image viewer: zoom in, out and reset (also + and −), and the rotation flow's controls.
 * Zoom is how this screen is looked at, not a workflow: it stays here.
 */
export function ImageView({ view, fileName }: { view: ImageRotationModel; fileName: string }) {
  const url = useObjectUrl(view.image);
  const [zoom, setZoom] = useState<number>(ZOOM.initial);
  useViewerKeys((key) => {
    if (key === '+' || key === '=') setZoom(zoomIn);
    else if (key === '-' || key === '−') setZoom(zoomOut);
    else return false;
    return true;
  });
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={fileName}>
        <Button variant="secondary" onClick={() => setZoom(zoomOut)} disabled={!canZoomOut(zoom)}>
          {T.zoomOut}
        </Button>
        <output className="min-w-12 text-center text-sm tabular-nums" aria-live="polite">
          {T.zoomLevel(zoom)}
        </output>
        <Button variant="secondary" onClick={() => setZoom(zoomIn)} disabled={!canZoomIn(zoom)}>
          {T.zoomIn}
        </Button>
        <Button
          variant="secondary"
          onClick={() => setZoom(ZOOM.initial)}
          disabled={zoom === ZOOM.initial}
        >
          {T.resetZoom}
        </Button>
        {view.showRotate ? (
          <Button variant="secondary" onClick={view.onTurn} disabled={!view.canTurn}>
            {T.rotation.rotate}
          </Button>
        ) : null}
        {view.showSave ? (
          <Button onClick={view.onSave} disabled={!view.canSave} busy={view.busy}>
            {T.rotation.save}
          </Button>
        ) : null}
        {view.degrees > 0 ? (
          <span className="text-sm text-slate-600">{T.rotation.turned(view.degrees)}</span>
        ) : null}
      </div>
      {view.busy ? (
        <p role="status" className="text-sm text-slate-600">
          {T.rotation.saving}
        </p>
      ) : null}
      {view.saved ? (
        <p role="status" className="text-sm text-green-800">
          {T.rotation.saved}
        </p>
      ) : null}
      {view.error ? <ErrorBox>{T.rotation.failed}</ErrorBox> : null}
      <section
        aria-label={T.pageFrame(fileName)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a zoomed image scrolls: the region must take the keyboard.
        tabIndex={0}
        className="flex h-[60vh] items-center justify-center overflow-auto rounded bg-slate-100"
      >
        {url ? (
          <img
            src={url}
            alt={fileName}
            className="max-h-full max-w-full object-contain transition-transform"
            style={{ transform: `rotate(${view.degrees}deg) scale(${zoom})` }}
          />
        ) : null}
      </section>
    </div>
  );
}
