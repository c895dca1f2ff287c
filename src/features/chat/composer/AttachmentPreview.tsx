import type { ChatComposerModel } from '../../../../machines/chatComposer/index.ts';
import { CHAT_COMPOSER_TEXTS as T } from '../../../../machines/chatComposer/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { useObjectUrl } from '../../../ui/hooks/useObjectUrl.ts';

/** The preview dialog's body: the file, a caption (the message's text), Send and Cancel. */
export function AttachmentPreview({ view }: { view: ChatComposerModel }) {
  const staged = view.attachment;
  const url = useObjectUrl(staged?.file);
  if (!staged) return null;
  return (
    <div className="flex flex-col gap-3">
      {staged.kind === 'image' && url ? (
        <img src={url} alt={staged.name} className="max-h-72 rounded object-contain" />
      ) : null}
      {staged.kind === 'video' && url ? (
        // biome-ignore lint/a11y/useMediaCaption: the user's own clip, shown before sending.
        <video src={url} controls className="max-h-72 rounded" />
      ) : null}
      <p className="break-all text-sm font-medium text-slate-800">{staged.name}</p>
      <label className="flex flex-col gap-1 text-sm text-slate-700">
        {T.caption}
        <textarea
          value={view.text}
          rows={2}
          className="rounded border border-slate-300 p-2"
          onChange={(event) =>
            view.onTextChange(event.target.value, event.target.selectionStart ?? 0)
          }
        />
      </label>
      {view.counter ? <p className="text-xs text-slate-600">{view.counter}</p> : null}
      <div className="flex justify-end gap-2">
        {view.canCrop ? (
          <Button variant="secondary" onClick={view.onCropOpen}>
            {T.crop}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={view.onDiscard}>
          {T.discard}
        </Button>
        <Button disabled={!view.canSend} onClick={view.onSend}>
          {T.send}
        </Button>
      </div>
    </div>
  );
}
