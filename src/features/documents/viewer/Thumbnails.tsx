import { useEffect, useState } from 'react';
import type { DocumentViewerModel } from '../../../../machines/documentViewer/index.ts';
import { extensionOf } from '../../../domain/documents/viewer.ts';
import { useObjectUrl } from '../../../ui/hooks/useObjectUrl.ts';
import { VIEWER_TEXTS as T } from './viewerTexts.ts';

type Thumb = DocumentViewerModel['thumbnails'][number];

/** An image's own small picture, read when its thumbnail shows; other files show their extension. */
function ThumbPicture({
  thumb,
  load,
}: {
  thumb: Thumb;
  load?: ((signal: AbortSignal) => Promise<Blob>) | undefined;
}) {
  const [image, setImage] = useState<Blob | null>(null);
  useEffect(() => {
    if (thumb.kind !== 'image' || !load) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (blob) => !controller.signal.aborted && setImage(blob),
      () => {
        // No picture: the name still shows.
      },
    );
    return () => controller.abort();
  }, [thumb.kind, load]);
  const url = useObjectUrl(image);
  return url ? (
    <img src={url} alt="" className="h-12 w-16 rounded object-cover" />
  ) : (
    <span className="flex h-12 w-16 items-center justify-center rounded bg-slate-200 text-xs font-semibold uppercase text-slate-600">
      {extensionOf(thumb.name) || '?'}
    </span>
  );
}

/** The strip of every document of the viewer; the open one is marked. */
export function Thumbnails({
  view,
  loadThumbnail,
}: {
  view: DocumentViewerModel;
  loadThumbnail?: (index: number) => (signal: AbortSignal) => Promise<Blob>;
}) {
  return (
    <nav aria-label={T.thumbnails} className="overflow-x-auto">
      <ul className="flex gap-2 py-1">
        {view.thumbnails.map((thumb) => (
          <li key={thumb.index}>
            <button
              type="button"
              aria-label={T.thumbnail(thumb.name)}
              aria-current={thumb.current ? 'true' : undefined}
              onClick={() => view.onPick(thumb.index)}
              className={`flex flex-col items-center gap-1 rounded border-2 p-1 ${thumb.current ? 'border-brand-600' : 'border-transparent hover:border-slate-300'}`}
            >
              <ThumbPicture thumb={thumb} load={loadThumbnail?.(thumb.index)} />
              <span className="max-w-16 truncate text-xs text-slate-700">{thumb.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
