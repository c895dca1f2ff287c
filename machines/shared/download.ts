// What the spreadsheet downloads of several machines share: their progress, and the model their
// control renders (one control in src/ui for every download).
import { messages } from '../../src/domain/messages.ts';

/** Fetching the rows not loaded yet, then building the sheet: `done` of `total` rows so far. */
export type ExportProgress = { phase: 'fetching' | 'building'; done: number; total: number };

export type DownloadStatus = 'idle' | 'nothingToDownload' | 'exporting' | 'done' | 'failed';

export const DOWNLOAD_STATUSES: readonly DownloadStatus[] = [
  'idle',
  'nothingToDownload',
  'exporting',
  'done',
  'failed',
];

/** What a download control shows. Separate from the data so progress ticks stay cheap. */
export type DownloadModel = {
  status: DownloadStatus;
  /** The button does something: export, or say there is nothing to download. */
  canStart: boolean;
  busy: boolean;
  canCancel: boolean;
  /** 0–100 while exporting, once the export has reported. */
  percent: number | null;
  progressText: string | null;
  /** Said after the button: nothing to download, or the file saved. */
  notice: string | null;
  errorText: string | null;
  canDismiss: boolean;
};

/** Fetching fills the first half of the bar, building the sheet the second. */
export function exportPercent(progress: ExportProgress | null): number | null {
  if (!progress || progress.total <= 0) return null;
  return Math.min(
    100,
    (progress.phase === 'building' ? 50 : 0) + Math.floor((progress.done / progress.total) * 50),
  );
}

/** The model of a download in `status`, from what its machine knows. */
export function downloadModel(args: {
  status: DownloadStatus;
  progress: ExportProgress | null;
  progressText: (progress: ExportProgress | null) => string;
  saved: string | null;
  can: { start: boolean; cancel: boolean; dismiss: boolean };
}): DownloadModel {
  const { status } = args;
  const exporting = status === 'exporting';
  let notice: string | null = null;
  if (status === 'nothingToDownload') notice = messages.common.noDataToDownload;
  if (status === 'done') notice = args.saved;
  return {
    status,
    canStart: args.can.start,
    busy: exporting,
    canCancel: args.can.cancel,
    percent: exporting ? (exportPercent(args.progress) ?? 0) : null,
    progressText: exporting ? args.progressText(args.progress) : null,
    notice,
    errorText: status === 'failed' ? messages.common.sorryTryAgain : null,
    canDismiss: args.can.dismiss,
  };
}
