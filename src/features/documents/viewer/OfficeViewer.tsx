import { useObjectUrl } from '../../../ui/hooks/useObjectUrl.ts';
import { DownloadFileButton } from './DownloadFileButton.tsx';
import { VIEWER_TEXTS as T } from './viewerTexts.ts';

/**
 * An office document in an embedded frame of its own file. A browser shows such a file only with
 * a viewer of its own, and no page can tell whether it did: Download File stays beside the frame.
 */
export function OfficeViewer({ file, fileName }: { file: Blob; fileName: string }) {
  const url = useObjectUrl(file);
  return (
    <div className="flex flex-col gap-3">
      {url ? (
        <iframe
          src={url}
          title={T.officeFrame(fileName)}
          // No scripts and no downloads from the frame: the file is shown, never run.
          sandbox=""
          className="h-[60vh] w-full rounded border border-slate-200"
        />
      ) : null}
      <div className="flex items-center gap-3">
        <p className="text-sm text-slate-600">{T.officeHint}</p>
        <DownloadFileButton file={file} fileName={fileName} />
      </div>
    </div>
  );
}
