// Saving a file the app made (an export) through the browser's download.

/** How long the object URL outlives the click: some browsers read it after the click returns. */
const REVOKE_AFTER_MS = 60_000;

/** Saves `blob` as `fileName` via an object URL and a temporary download link. */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  doc.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
