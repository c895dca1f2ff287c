// Opening a file in a new tab: the CRIF report (the Actions tab's 'Download CRIF', the Bureau
// panel's report link) and a task's attachment.
import { blobUrl, openPendingTab } from './pendingTab.ts';

/** A file address the app must fetch itself (its own API, bearer auth) rather than open. */
export const isOwnApiPath = (url: string) => url.startsWith('/');

export type FileTabCalls = {
  /** The file's address (a report's is asked afresh: it may have been pulled since), or null. */
  address: () => Promise<string | null>;
  /** The file itself, for an address of our own API. */
  file: () => Promise<Blob>;
};

/**
 * Opens a blank tab during the click (a tab opened after an await is blocked as a popup), then
 * points it at the file: 'none' when there is no file (the tab is closed again); a failure
 * closes the tab and rejects with the call's error.
 */
export async function openFileTab(calls: FileTabCalls, win?: Window): Promise<'opened' | 'none'> {
  const tab = openPendingTab(win);
  try {
    const url = await calls.address();
    if (!url) {
      tab.close();
      return 'none';
    }
    tab.show(isOwnApiPath(url) ? blobUrl(await calls.file()) : url);
    return 'opened';
  } catch (error) {
    tab.close();
    throw error;
  }
}
