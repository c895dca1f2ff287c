import type { DownloadModel } from '../../machines/shared/download.ts';
import { Button } from './Button.tsx';
import { ErrorBox } from './ErrorBox.tsx';

export type DownloadLabels = {
  /** The button: the spec's 'Download All Loans', 'Download Excel'… */
  download: string;
  /** The progress bar's name. */
  downloadProgress: string;
  cancel: string;
  close: string;
};

export type DownloadControlProps = {
  model: DownloadModel;
  labels: DownloadLabels;
  onStart: () => void;
  onCancel: () => void;
  onDismiss: () => void;
};

/** A spreadsheet download's button, the export's progress and what came of it. */
export function DownloadControl({
  model,
  labels: T,
  onStart,
  onCancel,
  onDismiss,
}: DownloadControlProps) {
  return (
    <div className="flex flex-col items-start gap-2">
      <Button onClick={onStart} disabled={!model.canStart} busy={model.busy}>
        {T.download}
      </Button>
      {model.busy ? (
        <div className="flex items-center gap-3">
          <progress
            aria-label={T.downloadProgress}
            value={model.percent ?? 0}
            max={100}
            className="h-2 w-48 accent-brand-600"
          />
          <p role="status" className="text-sm text-slate-600">
            {model.progressText}
          </p>
          {model.canCancel ? (
            <Button variant="link" onClick={onCancel}>
              {T.cancel}
            </Button>
          ) : null}
        </div>
      ) : null}
      {model.notice ? (
        <div className="flex items-center gap-3">
          <p
            role={model.status === 'nothingToDownload' ? 'alert' : 'status'}
            className="text-sm text-slate-800"
          >
            {model.notice}
          </p>
          <Button variant="link" onClick={onDismiss}>
            {T.close}
          </Button>
        </div>
      ) : null}
      {model.errorText ? (
        <div className="flex items-center gap-3">
          <ErrorBox>{model.errorText}</ErrorBox>
          <Button variant="link" onClick={onDismiss}>
            {T.close}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
