import { useQuery } from '@tanstack/react-query';
import type { LoanshareVideoModel } from '../../../../../machines/loanshareVideo/index.ts';
import { LOANSHARE_VIDEO_TEXTS as T } from '../../../../../machines/loanshareVideo/index.ts';
import { Button } from '../../../../ui/Button.tsx';
import { ErrorBox } from '../../../../ui/ErrorBox.tsx';
import { useObjectUrl } from '../../../../ui/hooks/useObjectUrl.ts';
import {
  type DocumentRecord,
  documentFileQuery,
  fileNameOf,
  type MainQueries,
} from '../../../documents/index.ts';

export type VideoPickerProps = {
  view: LoanshareVideoModel;
  name: string;
  videos: readonly Pick<DocumentRecord, 'id' | 'uri'>[];
  /** Whether the role may assign (the loan page's rule table); otherwise the video shows only. */
  canAssign: boolean;
  queries: MainQueries;
};

function Player({ queries, docId, name }: { queries: MainQueries; docId: number; name: string }) {
  const file = useQuery(documentFileQuery(queries, docId));
  const url = useObjectUrl(file.data);
  if (!url) return null;
  return (
    // biome-ignore lint/a11y/useMediaCaption: borrowers' own recordings come without captions.
    <video controls src={url} aria-label={T.play(name)} className="max-h-60 max-w-full rounded" />
  );
}

/** The share's video (name and player), and for a writer the picker with Assign. */
export function VideoPicker({ view, name, videos, canAssign, queries }: VideoPickerProps) {
  const current = videos.find((video) => video.id === view.assigned);
  const currentName = current ? fileNameOf(current) : String(view.assigned);
  return (
    <div className="flex flex-col gap-2 text-sm">
      {view.assigned === null ? (
        <p className="text-slate-600">{T.none}</p>
      ) : (
        <>
          <p className="text-slate-800">{T.current(currentName)}</p>
          <Player queries={queries} docId={view.assigned} name={name} />
        </>
      )}
      {canAssign && videos.length === 0 ? <p className="text-slate-600">{T.noVideos}</p> : null}
      {canAssign && videos.length > 0 ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            view.onAssign();
          }}
        >
          <label className="flex flex-col gap-1">
            <span className="text-slate-700">{T.pickLabel(name)}</span>
            <select
              value={view.picked ?? ''}
              disabled={!view.canPick}
              onChange={(event) =>
                view.onPick(event.target.value === '' ? null : Number(event.target.value))
              }
              className="rounded-md border border-slate-300 px-2 py-1"
            >
              <option value="">{T.choose}</option>
              {videos.map((video) => (
                <option key={video.id} value={video.id}>
                  {fileNameOf(video)}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" busy={view.busy} disabled={!view.canAssign}>
            {T.assign}
          </Button>
        </form>
      ) : null}
      {view.notice ? (
        <p role="status" className="text-slate-700">
          {view.notice}
        </p>
      ) : null}
      <ErrorBox>{view.error}</ErrorBox>
    </div>
  );
}
