import { type DragEvent, useId, useState } from 'react';
import {
  type DocUploadModel,
  PDF_PASSWORD_MAX,
  DOC_UPLOAD_TEXTS as T,
  UPLOAD_ACCEPT,
  type UploadItem,
} from '../../../../machines/docUpload/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';

const filesOf = (list: FileList | null) => (list ? Array.from(list) : []);

function FileRow({ item, view }: { item: UploadItem; view: DocUploadModel }) {
  const name = item.file.name;
  const passwordId = useId();
  const swapId = useId();
  return (
    <li className="flex flex-col gap-1 rounded-md border border-slate-200 p-2">
      <div className="flex items-center justify-between gap-2">
        <span className="truncate text-sm font-medium text-slate-800">{name}</span>
        {view.editing ? (
          <Button
            variant="link"
            aria-label={T.removeOne(name)}
            onClick={() => view.onRemove(item.key)}
          >
            {T.remove}
          </Button>
        ) : null}
      </div>
      {item.kind === 'pdf' && view.editing ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={passwordId} className="text-xs text-slate-600">
            {T.passwordLabel(name)}
          </label>
          <input
            id={passwordId}
            type="password"
            autoComplete="off"
            maxLength={PDF_PASSWORD_MAX}
            value={item.password}
            onChange={(event) => view.onPassword(item.key, event.target.value)}
            className="rounded-md border border-slate-300 px-2 py-1 text-sm"
          />
        </div>
      ) : null}
      {item.status === 'uploading' || item.status === 'done' ? (
        <progress
          aria-label={T.progressLabel(name)}
          value={item.progress}
          max={1}
          className="h-2 w-full"
        />
      ) : null}
      {item.status === 'done' ? <span className="text-xs text-green-800">{T.uploaded}</span> : null}
      {item.status === 'waiting' && !view.editing ? (
        <span className="text-xs text-slate-500">{T.waiting}</span>
      ) : null}
      {item.status === 'failed' ? (
        <div className="flex flex-wrap items-center gap-2">
          <p role="alert" className="text-xs text-red-700">
            {item.error}
          </p>
          {view.canRetry ? (
            <>
              <Button
                variant="secondary"
                aria-label={T.retryOne(name)}
                onClick={() => view.onRetry(item.key)}
              >
                {T.retry}
              </Button>
              <label
                htmlFor={swapId}
                className="cursor-pointer rounded-md border border-slate-300 px-2 py-1 text-xs focus-within:outline-2"
              >
                {T.swap}
                <input
                  id={swapId}
                  type="file"
                  accept={UPLOAD_ACCEPT}
                  aria-label={T.swapOne(name)}
                  className="sr-only"
                  onChange={(event) => {
                    const [file] = filesOf(event.target.files);
                    if (file) view.onSwap(item.key, file);
                    event.target.value = '';
                  }}
                />
              </label>
              <Button
                variant="link"
                aria-label={T.removeOne(name)}
                onClick={() => view.onRemove(item.key)}
              >
                {T.remove}
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** The upload dialog: connect() of docUpload rendered; files picked or dropped. */
export function UploadDialog({ view }: { view: DocUploadModel }) {
  const pickId = useId();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (view.editing) view.onAdd(filesOf(event.dataTransfer.files));
  };
  return (
    <Dialog open={view.open} title={T.titles[view.mode]} onClose={view.onClose} size="wide">
      <div className="flex flex-col gap-3">
        {view.editing ? (
          // biome-ignore lint/a11y/noNoninteractiveElementInteractions: dropping is the mouse's shortcut; the file picker inside is the keyboard's way.
          <section
            aria-label={T.drop}
            onDragOver={(event) => {
              event.preventDefault();
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={onDrop}
            className={`flex flex-col items-center gap-2 rounded-md border-2 border-dashed p-4 ${
              over ? 'border-brand-600 bg-brand-50' : 'border-slate-300'
            }`}
          >
            <p className="text-sm text-slate-600">{T.drop}</p>
            <label
              htmlFor={pickId}
              className="cursor-pointer rounded-md bg-brand-600 px-3 py-1.5 text-sm text-white focus-within:outline-2"
            >
              {T.pick}
              <input
                id={pickId}
                type="file"
                multiple
                accept={UPLOAD_ACCEPT}
                className="sr-only"
                onChange={(event) => {
                  view.onAdd(filesOf(event.target.files));
                  event.target.value = '';
                }}
              />
            </label>
          </section>
        ) : null}
        {view.refused.map((name) => (
          <p key={name} role="alert" className="text-sm text-red-700">
            {T.refused(name)}
          </p>
        ))}
        {view.items.length ? (
          <ul aria-label="Files" className="flex flex-col gap-2">
            {view.items.map((item) => (
              <FileRow key={item.key} item={item} view={view} />
            ))}
          </ul>
        ) : null}
        {view.phase === 'sending' ? (
          <p role="status" className="text-sm text-slate-600">
            {T.sending}
          </p>
        ) : null}
        {view.phase === 'assigning' ? (
          <p role="status" className="text-sm text-slate-600">
            {T.assigning}
          </p>
        ) : null}
        {view.phase === 'someFailed' ? (
          <p className="text-sm text-slate-800">{T.someFailed}</p>
        ) : null}
        {view.phase === 'done' ? (
          <p role="status" className="text-sm text-green-800">
            {T.updated}
          </p>
        ) : null}
        {view.assignError ? (
          <p role="alert" className="text-sm text-red-700">
            {view.assignError}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          {view.assignError ? <Button onClick={view.onRetryAssign}>{T.retry}</Button> : null}
          {view.phase === 'done' || view.phase === 'assignFailed' ? null : (
            <Button
              disabled={!view.canStart}
              busy={view.phase === 'sending'}
              onClick={view.onStart}
            >
              {T.upload}
            </Button>
          )}
          <Button variant="secondary" onClick={view.onClose}>
            {T.close}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
