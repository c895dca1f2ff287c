import { saveBlob } from '../../../platform/download.ts';
import { Button } from '../../../ui/Button.tsx';
import { VIEWER_TEXTS as T } from './viewerTexts.ts';

/** Saves the document's file as it was read (media the browser cannot play, office documents, no preview). */
export function DownloadFileButton({
  file,
  fileName,
  label = T.downloadFile,
}: {
  file: Blob;
  fileName: string;
  label?: string;
}) {
  return (
    <Button variant="secondary" onClick={() => saveBlob(file, fileName)}>
      {label}
    </Button>
  );
}
