import type { FormEvent, ReactNode } from 'react';
import {
  type ChatActionsModel,
  CHAT_ACTIONS_TEXTS as T,
} from '../../../../machines/chatActions/index.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { ChatFormFields } from './ChatFormFields.tsx';
import { EmbeddedForm } from './EmbeddedForm.tsx';

const BUTTON =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-50';
const PRIMARY =
  'rounded-md bg-sky-700 px-3 py-1.5 text-sm font-medium text-white disabled:cursor-not-allowed disabled:opacity-50';
const CHOICE =
  'block w-full rounded-md border border-slate-200 px-3 py-2 text-left text-sm hover:bg-sky-50';

function Footer({ view, submit }: { view: ChatActionsModel; submit?: boolean }) {
  const sending = view.busy && submit;
  return (
    <div className="flex justify-end gap-2 pt-2">
      {(view.canBack || sending) && (
        <button type="button" className={BUTTON} disabled={!view.canBack} onClick={view.onBack}>
          {T.back}
        </button>
      )}
      {view.canRetry && (
        <button type="button" className={BUTTON} onClick={view.onRetry}>
          {T.retry}
        </button>
      )}
      <button type="button" className={BUTTON} disabled={!view.canClose} onClick={view.onClose}>
        {T.close}
      </button>
      {submit && (
        <button type="submit" className={PRIMARY} disabled={!view.canSubmit}>
          {T.submit}
        </button>
      )}
    </div>
  );
}

function Choices<I extends { id: number; name: string; description?: string }>(props: {
  items: readonly I[];
  onChoose: (id: number) => void;
}) {
  return (
    <ul className="space-y-2">
      {props.items.map((item) => (
        <li key={item.id}>
          <button type="button" className={CHOICE} onClick={() => props.onChoose(item.id)}>
            <span className="font-medium text-slate-900">{item.name}</span>
            {item.description && (
              <span className="block text-xs text-slate-600">{item.description}</span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

function Stage({ view }: { view: ChatActionsModel }): ReactNode {
  if (view.fields) {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      view.onSubmit();
    };
    return (
      <form onSubmit={submit} noValidate className="space-y-3">
        <fieldset disabled={view.busy} className="space-y-3">
          <ChatFormFields fields={view.fields} onChange={view.onFieldChange} />
        </fieldset>
        <Footer view={view} submit />
      </form>
    );
  }
  if (view.formHtml !== null) {
    return (
      <EmbeddedForm html={view.formHtml} busy={view.busy} onSubmit={view.onSubmitEmbedded}>
        <Footer view={view} submit />
      </EmbeddedForm>
    );
  }
  return (
    <>
      {view.actions && <Choices items={view.actions} onChoose={view.onChooseAction} />}
      {view.functions && <Choices items={view.functions} onChoose={view.onChooseFunction} />}
      <Footer view={view} />
    </>
  );
}

/**
 * The chat actions dialog (spec part 2 §2): the stage's heading, its content, the server's words
 * on a failure (the typed values stay), the confirmation.
 */
export function ChatActionsDialog({ view }: { view: ChatActionsModel }) {
  return (
    <Dialog open={view.open} title={T.title} onClose={view.onClose} dismissable={view.canClose}>
      <div className="space-y-3">
        <h3 className="text-sm font-semibold text-slate-700">{view.heading}</h3>
        {view.status && (
          <p role="status" className="text-sm text-slate-600">
            {view.status}
          </p>
        )}
        {view.notice && (
          <p role="status" className="text-sm text-emerald-800">
            {view.notice}
          </p>
        )}
        {view.alert && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {view.alert}
          </p>
        )}
        <Stage view={view} />
      </div>
    </Dialog>
  );
}
