import { useId, useRef } from 'react';
import {
  AUDIT_FILE_ACCEPT,
  type AuditUploadResult,
  type AuditUploadView,
  AUDIT_UPLOAD_TEXTS as T,
} from '../../../machines/auditUpload/index.ts';
import { Button } from '../../ui/Button.tsx';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { useFocusRescue } from '../../ui/hooks/useFocusRescue.ts';
import { DataTable } from '../../ui/table/DataTable.tsx';

type Entry = AuditUploadResult['new_calls'][number];
type Failure = AuditUploadResult['failed_entries'][number];

const callColumns = [
  { label: T.number, cell: (row: Entry) => row.number },
  { label: T.paymentStatus, cell: (row: Entry) => row.payment_status },
] as const;
const failureColumns = [
  { label: T.number, cell: (row: Failure) => row.number || T.emptyNumber },
  { label: T.error, cell: (row: Failure) => row.error },
] as const;

function Section<R>(props: {
  label: string;
  rows: readonly R[];
  columns: ReadonlyArray<{ label: string; cell: (row: R) => string }>;
  danger?: boolean;
}) {
  const title = T.count(props.label, props.rows.length);
  return (
    <section aria-label={title} className="flex flex-col gap-1">
      <h4 className="text-sm font-medium text-slate-800">{title}</h4>
      {props.rows.length ? (
        <DataTable
          caption={title}
          columns={props.columns}
          rows={props.rows}
          rowKey={(_row, i) => i}
          tone={() => (props.danger ? 'danger' : null)}
          height="max-h-[240px]"
        />
      ) : (
        <p className="text-sm text-slate-600">{T.none}</p>
      )}
    </section>
  );
}

/**
 * Where focus goes when the control that had it vanishes (Upload, Cancel, Retry, Upload another):
 * the state's own action first, else the file picker, else the heading.
 */
const FOCUS_NEXT = { targets: ['[data-focus-next]', 'input[type=file]', 'h2'] } as const;

/** 'Upload audit file': choose a spreadsheet, send it with progress, read what became of each row. */
export function AuditUploadPanel({ view }: { view: AuditUploadView }) {
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const { result } = view;
  const root = useRef<HTMLElement>(null);
  useFocusRescue(root, FOCUS_NEXT);
  return (
    <section
      ref={root}
      aria-labelledby={headingId}
      aria-busy={view.phase === 'uploading'}
      className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow"
    >
      <h2
        id={headingId}
        tabIndex={-1}
        className="text-base font-semibold text-slate-900 focus:outline-none"
      >
        {T.title}
      </h2>
      {view.canChoose ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
            {T.pick}
          </label>
          <input
            id={inputId}
            type="file"
            accept={AUDIT_FILE_ACCEPT}
            aria-describedby={hintId}
            aria-invalid={view.refused || undefined}
            className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) view.onChoose(file);
              // The same file chosen again after a refusal or a cancel still fires a change.
              event.target.value = '';
            }}
          />
          <p id={hintId} className="text-xs text-slate-600">
            {T.hint}
          </p>
        </div>
      ) : null}
      {view.refused ? <ErrorBox>{T.refused}</ErrorBox> : null}
      {view.fileName && view.phase !== 'uploading' && view.phase !== 'result' ? (
        <p className="text-sm text-slate-800">{T.chosen(view.fileName)}</p>
      ) : null}
      {view.phase === 'choosing' ? (
        <div>
          <Button disabled={!view.canUpload} onClick={view.onUpload}>
            {T.upload}
          </Button>
        </div>
      ) : null}
      {view.phase === 'uploading' ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="text-sm text-slate-700">
            {T.uploading(view.fileName ?? '')}
          </p>
          <progress aria-label={T.progress} value={view.progress} max={1} className="h-2 w-48" />
          <Button variant="secondary" data-focus-next onClick={view.onCancel}>
            {T.cancel}
          </Button>
        </div>
      ) : null}
      {view.phase === 'failed' ? (
        <div className="flex flex-col items-start gap-2">
          <ErrorBox>
            {T.failed} {view.error}
          </ErrorBox>
          <Button data-focus-next onClick={view.onUpload}>
            {T.retry}
          </Button>
        </div>
      ) : null}
      {result ? (
        <div className="flex flex-col gap-3">
          <p role="status" className="text-sm text-green-800">
            {T.uploaded}
          </p>
          <h3 className="text-sm font-semibold text-slate-900">{T.resultTitle}</h3>
          <Section label={T.sections.new_calls} rows={result.new_calls} columns={callColumns} />
          <Section
            label={T.sections.existing_calls}
            rows={result.existing_calls}
            columns={callColumns}
          />
          <Section
            label={T.sections.failed_entries}
            rows={result.failed_entries}
            columns={failureColumns}
            danger
          />
          <div>
            <Button variant="secondary" data-focus-next onClick={view.onAgain}>
              {T.again}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
