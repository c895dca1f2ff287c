import { formatDate } from '../../../domain/format.ts';
import { DOCUMENTS_TEXTS as T } from '../documentsTexts.ts';
import type { DocumentRecord } from '../documentTypes.ts';
import { documentKind, fileNameOf } from './documentKind.ts';

export type DocumentThumbProps = {
  doc: DocumentRecord;
  /** Opens the viewer at this document; absent, the thumbnail is only shown. */
  onOpen?: (() => void) | undefined;
};

/** A document's tile: its kind, file name and date; a button to the viewer when there is one. */
export function DocumentThumb({ doc, onOpen }: DocumentThumbProps) {
  const name = fileNameOf(doc);
  const date = formatDate(doc.date);
  const body = (
    <>
      <span className="rounded bg-slate-200 px-1 text-[10px] font-semibold uppercase text-slate-700">
        {T.kinds[documentKind(doc)]}
      </span>{' '}
      <span className="max-w-28 truncate text-xs text-slate-800">{name}</span>{' '}
      <span className="text-[10px] text-slate-500">{date}</span>
    </>
  );
  const frame = `flex w-32 flex-col items-start gap-1 rounded-md border p-2 text-left ${
    doc.is_valid ? 'border-slate-300' : 'border-red-400'
  }`;
  if (!onOpen) return <div className={frame}>{body}</div>;
  return (
    <button
      type="button"
      onClick={onOpen}
      className={`${frame} hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600`}
    >
      {/* Named by what it shows, after what it does (the visible words stay in the name). */}
      <span className="sr-only">{`${T.open} `}</span>
      {body}
    </button>
  );
}
