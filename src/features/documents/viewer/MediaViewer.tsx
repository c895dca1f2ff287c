import { useRef, useState } from 'react';
import { jumpedTime } from '../../../domain/documents/viewer.ts';
import { useObjectUrl } from '../../../ui/hooks/useObjectUrl.ts';
import { DownloadFileButton } from './DownloadFileButton.tsx';
import { useViewerKeys } from './viewerKeys.ts';
import { VIEWER_TEXTS as T } from './viewerTexts.ts';

/**
 * Video or audio in the browser's own player; ArrowLeft/ArrowRight move a video 10 s. When the
 * browser cannot play the file (its type unknown to it, or the player fails), Download File.
 */
export function MediaViewer({
  file,
  fileName,
  kind,
}: {
  file: Blob;
  fileName: string;
  kind: 'video' | 'audio';
}) {
  const url = useObjectUrl(file);
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useViewerKeys((key) => {
    const player = video.current;
    if (kind !== 'video' || !player || failed) return false;
    if (key !== 'ArrowLeft' && key !== 'ArrowRight') return false;
    player.currentTime = jumpedTime(
      player.currentTime,
      player.duration,
      key === 'ArrowRight' ? 1 : -1,
    );
    return true;
  });
  const probe = typeof document === 'undefined' ? null : document.createElement(kind);
  // An empty answer means the browser knows it cannot play this type.
  const unplayable = failed || (file.type !== '' && probe?.canPlayType(file.type) === '');
  if (unplayable) {
    return (
      <div className="flex flex-col items-center gap-3 py-8">
        <p className="text-sm text-slate-700">{T.cannotPlay}</p>
        <DownloadFileButton file={file} fileName={fileName} />
      </div>
    );
  }
  if (!url) return null;
  return kind === 'video' ? (
    // biome-ignore lint/a11y/useMediaCaption: the customer's own recordings come without captions.
    <video
      ref={video}
      src={url}
      controls
      aria-label={fileName}
      onError={() => setFailed(true)}
      className="mx-auto max-h-[60vh] max-w-full bg-black"
    />
  ) : (
    // biome-ignore lint/a11y/useMediaCaption: the customer's own recordings come without captions.
    <audio
      src={url}
      controls
      aria-label={fileName}
      onError={() => setFailed(true)}
      className="mx-auto my-8 w-full max-w-lg"
    />
  );
}
