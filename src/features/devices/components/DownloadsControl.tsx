import {
  type DeviceDownloadKind,
  type DeviceDownloadModel,
  DEVICE_DOWNLOAD_TEXTS as T,
} from '../../../../machines/deviceDownload/index.ts';
import { Button } from '../../../ui/Button.tsx';

const KINDS: readonly DeviceDownloadKind[] = ['contacts', 'bankMessages', 'allMessages'];

/** A device's three downloads, the export's progress and what came of it. */
export function DownloadsControl({ view }: { view: DeviceDownloadModel }) {
  const model = view.download;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{T.group}</legend>
      <div className="flex flex-wrap gap-2">
        {KINDS.map((kind) => (
          <Button
            key={kind}
            variant="secondary"
            onClick={() => view.onStart(kind)}
            disabled={!model.canStart}
            busy={model.busy && view.kind === kind}
          >
            {T.buttons[kind]}
          </Button>
        ))}
      </div>
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
            <Button variant="link" onClick={view.onCancel}>
              {T.cancel}
            </Button>
          ) : null}
        </div>
      ) : null}
      {model.notice || model.errorText ? (
        <div className="flex items-center gap-3">
          <p
            role={model.status === 'done' ? 'status' : 'alert'}
            className={`text-sm ${model.errorText ? 'text-red-700' : 'text-slate-800'}`}
          >
            {model.notice ?? model.errorText}
          </p>
          {model.canDismiss ? (
            <Button variant="link" onClick={view.onDismiss}>
              {T.close}
            </Button>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
