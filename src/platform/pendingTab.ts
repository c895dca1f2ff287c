// A new tab for a file the app still has to fetch (the CRIF report, fetched with the bearer token).

export type PendingTab = {
  /** Points the tab at `url` (opening one now if the browser gave none at the click). */
  show: (url: string) => void;
  close: () => void;
};

/** How long a blob URL outlives its tab's navigation to it. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Opens a blank tab now, during the click: a tab opened after an await is taken for a popup and
 * blocked. The caller then shows the file in it, or closes it when there is nothing to show.
 */
export function openPendingTab(win: Window = window): PendingTab {
  const tab = win.open('', '_blank');
  return {
    show: (url) => {
      if (tab && !tab.closed) tab.location.href = url;
      else win.open(url, '_blank', 'noopener');
    },
    close: () => tab?.close(),
  };
}

/** A blob URL for `blob`, revoked once the tab had time to read it. */
export function blobUrl(blob: Blob): string {
  const url = URL.createObjectURL(blob);
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  return url;
}
