import type { SendMessageEvent, SendMessageView } from '../../../../machines/callActions/index.ts';
import { CALL_ACTION_TEXTS as T } from '../../../../machines/callActions/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';

export type SendMessageDialogProps = {
  view: SendMessageView;
  send: (event: SendMessageEvent) => void;
};

/** 'Send Message' and its 'Choose Message' dialog: a preset text opens the messaging app. */
export function SendMessageDialog({ view, send }: SendMessageDialogProps) {
  const { dialog } = view;
  const close = () => send({ type: 'message.close' });
  return (
    <div className="flex flex-col gap-1">
      <Button variant="secondary" onClick={() => send({ type: 'message.open' })}>
        {view.label}
      </Button>
      <Dialog open={dialog.open} title={dialog.title} onClose={close}>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'message.send' });
          }}
        >
          <fieldset className="flex flex-col gap-3">
            <legend className="sr-only">{dialog.title}</legend>
            {dialog.options.map((option) => (
              <label key={option.index} lang="hi" className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="preset-message"
                  className="mt-1"
                  checked={dialog.choice === option.index}
                  onChange={() => send({ type: 'message.choose', index: option.index })}
                />
                {option.text}
              </label>
            ))}
          </fieldset>
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={close}>
              {T.close}
            </Button>
            <Button
              type="submit"
              disabled={dialog.sendBlocker !== null}
              disabledReason={dialog.sendBlocker}
            >
              {T.send}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
