import {
  type MessageClassificationModel,
  MESSAGE_CLASSIFICATION_TEXTS as T,
} from '../../../../machines/messageClassification/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';

/** What classification says beside the table: saving, saved, the error, the undo confirmation. */
export function ClassificationNotices({ view }: { view: MessageClassificationModel }) {
  return (
    <>
      {view.busy ? (
        <p role="status" className="text-sm text-slate-600">
          {T.saving}
        </p>
      ) : null}
      {view.notice ? (
        <p role="status" className="text-sm text-green-800">
          {view.notice}
        </p>
      ) : null}
      {view.error ? (
        <div className="flex items-center gap-3">
          <p role="alert" className="text-sm text-red-700">
            {view.error}
          </p>
          <Button variant="secondary" onClick={view.onDismiss}>
            {T.dismiss}
          </Button>
        </div>
      ) : null}
      <Dialog open={view.confirmingUndo} title={T.confirmTitle} onClose={view.onCancelUndo}>
        <p className="mb-4 text-sm text-slate-800">{T.confirmUndo}</p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={view.onCancelUndo}>
            {T.cancel}
          </Button>
          <Button onClick={view.onConfirmUndo}>{T.ok}</Button>
        </div>
      </Dialog>
    </>
  );
}
