import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import {
  ACCEPTED_FILES,
  type ChatComposerModel,
  CHAT_COMPOSER_TEXTS as T,
} from '../../../../machines/chatComposer/index.ts';
import {
  type ChatLocationModel,
  CHAT_LOCATION_TEXTS as L,
} from '../../../../machines/chatLocation/index.ts';
import type { ChatRepliedTo } from '../../../domain/chat/types.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { PlaceIcon } from '../chatIcons.tsx';
import { AttachmentPreview } from './AttachmentPreview.tsx';
import { CameraCapture } from './CameraCapture.tsx';
import { CropEditor } from './CropEditor.tsx';
import { MentionList, mentionOptionId } from './MentionList.tsx';

export type ComposerFormProps = {
  view: ChatComposerModel;
  /** 'Share location' and where it stands; without it the button is not offered. */
  location?: ChatLocationModel | null;
  replyTo?: ChatRepliedTo | null;
  onReplyClear?: () => void;
};

/** The message input as the machine's view model says (spec part 2 §2 'Message input'). */
export function ComposerForm({
  view,
  location = null,
  replyTo = null,
  onReplyClear,
}: ComposerFormProps) {
  const listId = useId();
  const counterId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const options = view.mention?.options ?? [];
  const locationFocus = useLocationFocus(location);

  // A chosen mention moves the caret after it (typing keeps it where the browser put it).
  useLayoutEffect(() => {
    const field = input.current;
    if (field && field.selectionStart !== view.caret && field.value === view.text) {
      field.setSelectionRange(view.caret, view.caret);
    }
  }, [view.caret, view.text]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (options.length > 0) {
      if (event.key === 'ArrowDown') return stop(event, view.onMentionNext);
      if (event.key === 'ArrowUp') return stop(event, view.onMentionPrev);
      if (event.key === 'Enter' || event.key === 'Tab')
        return stop(event, () => view.onMentionChoose());
    }
    if (view.mention && event.key === 'Escape') return stop(event, view.onMentionDismiss);
    // Enter sends, Shift+Enter is a new line (spec part 2 §2).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (view.canSend) view.onSend();
    }
  };

  return (
    <div className="flex flex-col gap-1 border-t border-slate-200 bg-white p-2">
      {replyTo ? (
        <div className="flex items-start gap-2 rounded border-l-4 border-brand-600 bg-slate-50 px-3 py-2 text-sm">
          <div className="min-w-0 flex-1">
            <p className="font-medium text-brand-700">{T.replyingTo(replyTo.user.name)}</p>
            <p className="truncate text-slate-600">{replyTo.text}</p>
          </div>
          <button
            type="button"
            aria-label={T.cancelReply}
            className="rounded px-1 text-slate-500 hover:bg-slate-200"
            onClick={onReplyClear}
          >
            ×
          </button>
        </div>
      ) : null}
      {view.rejected ? (
        <p role="alert" className="text-sm text-red-700">
          {view.rejected}
        </p>
      ) : null}
      {location?.finding ? (
        <p role="status" className="text-sm text-slate-600">
          {location.finding}
        </p>
      ) : null}
      {location?.failure ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <p role="alert" className="text-red-700">
            {location.failure}
          </p>
          <Button
            ref={locationFocus.retry}
            variant="secondary"
            onClick={locationFocus.after(location.onRetry)}
          >
            {L.retry}
          </Button>
          <Button variant="secondary" onClick={locationFocus.after(location.onDismiss)}>
            {L.dismiss}
          </Button>
        </div>
      ) : null}
      <div className="relative flex items-end gap-2">
        {view.mention ? (
          <MentionList id={listId} mention={view.mention} onChoose={view.onMentionChoose} />
        ) : null}
        <Button
          variant="secondary"
          disabled={!view.canAttach}
          onClick={() => picker.current?.click()}
          aria-label={T.attach}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M21 12.5l-8.5 8.5a5 5 0 01-7-7L14 5.5a3.5 3.5 0 015 5L10.5 19a2 2 0 01-3-3L15 8.5" />
          </svg>
        </Button>
        <input
          ref={picker}
          type="file"
          accept={ACCEPTED_FILES}
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="composer-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) view.onFileChoose(file, file.name);
            event.target.value = '';
          }}
        />
        <Button
          variant="secondary"
          disabled={!view.canOpenCamera}
          onClick={view.onCameraOpen}
          aria-label={T.camera}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
            <circle cx="12" cy="13" r="3.5" />
          </svg>
        </Button>
        {location ? (
          <Button
            ref={locationFocus.share}
            variant="secondary"
            busy={location.busy}
            disabled={!location.canShare}
            onClick={locationFocus.after(location.onShare)}
            aria-label={L.share}
          >
            {location.busy ? null : <PlaceIcon />}
          </Button>
        ) : null}
        <textarea
          ref={input}
          aria-label={T.message}
          placeholder={T.placeholder}
          rows={2}
          value={view.text}
          aria-controls={view.mention ? listId : undefined}
          aria-activedescendant={
            options.length > 0 ? mentionOptionId(listId, view.mention!.highlighted) : undefined
          }
          aria-describedby={view.counter ? counterId : undefined}
          aria-invalid={view.overLimit ? true : undefined}
          className="min-h-10 flex-1 resize-none rounded border border-slate-300 p-2 text-sm"
          onChange={(event) =>
            view.onTextChange(event.target.value, event.target.selectionStart ?? 0)
          }
          onKeyDown={onKeyDown}
          onBlur={view.onBlur}
          onFocus={view.onFocus}
        />
        <Button disabled={!view.canSend || view.dialog !== null} onClick={view.onSend}>
          {T.send}
        </Button>
      </div>
      {view.counter ? (
        <p
          id={counterId}
          className={`text-right text-xs ${view.overLimit ? 'text-red-700' : 'text-slate-600'}`}
        >
          {view.counter}
          {view.overLimit ? <span className="ml-2">{view.overLimit}</span> : null}
        </p>
      ) : null}
      <Dialog open={view.dialog === 'preview'} title={T.previewTitle} onClose={view.onDiscard}>
        <AttachmentPreview view={view} />
      </Dialog>
      <Dialog
        open={view.dialog === 'crop'}
        title={T.cropTitle}
        onClose={view.onCropCancel}
        size="wide"
      >
        {view.attachment ? (
          <CropEditor
            image={view.attachment.file}
            onApply={view.onCropApply}
            onCancel={view.onCropCancel}
          />
        ) : null}
      </Dialog>
      <Dialog open={view.dialog === 'camera'} title={T.cameraTitle} onClose={view.onCameraClose}>
        {view.camera ? (
          <CameraCapture
            state={view.camera.state}
            stream={view.camera.stream}
            onCapture={view.onCapture}
            onClose={view.onCameraClose}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

/**
 * Where focus goes once a location control was used: the control that locks or disappears leaves
 * it on the page's body. A failure offers Try again; the end of it gives Share location back.
 */
function useLocationFocus(location: ChatLocationModel | null) {
  const share = useRef<HTMLButtonElement>(null);
  const retry = useRef<HTMLButtonElement>(null);
  const pending = useRef(false);
  const failed = Boolean(location?.failure);
  const canShare = Boolean(location?.canShare);
  useEffect(() => {
    if (!pending.current) return;
    const target = failed ? retry.current : canShare ? share.current : null;
    if (!target) return;
    pending.current = false;
    // Only focus that was lost (on the body, a locked or removed control) comes back: never
    // taken from where the user went meanwhile.
    const active = document.activeElement as HTMLElement | null;
    const lost =
      !active ||
      active === document.body ||
      !active.isConnected ||
      (active as HTMLButtonElement).disabled === true;
    if (lost) target.focus();
  }, [failed, canShare]);
  return {
    share,
    retry,
    after: (intent: () => void) => () => {
      pending.current = true;
      intent();
    },
  };
}

function stop(event: React.KeyboardEvent, action: () => void) {
  event.preventDefault();
  action();
}
