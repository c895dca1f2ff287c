// Opening a report file in a new tab (the CRIF report): shared by the Actions tab's 'Download
// CRIF' and the Bureau panel's report link.
import { blobUrl, openPendingTab } from './pendingTab.ts';

/** A report address the app must fetch itself (its own API, bearer auth) rather than open. */
export const isOwnApiPath = (url: string) => url.startsWith('/');

export type ReportCalls = {
  /** The report's address, asked afresh (a report may have been pulled since), or null. */
  address: () => Promise<string | null>;
  /** The file itself, for an address of our own API. */
  file: () => Promise<Blob>;
};

/**
 * Opens a blank tab during the click (a tab opened after an await is blocked as a popup), then
 * points it at the report: 'none' when there is no report (the tab is closed again); a failure
 * closes the tab and rejects with the call's error.
 */
export async function openReportTab(calls: ReportCalls, win?: Window): Promise<'opened' | 'none'> {
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
