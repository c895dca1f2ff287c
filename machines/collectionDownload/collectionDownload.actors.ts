import type { DownloadExport } from '../shared/downloadMachine.ts';

/**
 * The call the download makes. The app backs it with listCollections (download flag: every row),
 * the spreadsheet builder and the file download, honouring the `signal` (Cancel aborts); with no
 * rows it saves nothing and answers rows: 0. Tests and stories pass fakes.
 */
export type CollectionDownloadActors = {
  exportCollections: DownloadExport<{ usernames: readonly string[] }, { month: string }>;
};
