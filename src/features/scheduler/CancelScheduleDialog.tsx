import {
  type MessageSchedulerModel,
  MESSAGE_SCHEDULER_TEXTS as T,
} from '../../../machines/messageScheduler/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';

/** 'Cancel scheduled message': the question, then the cancel under way (not dismissable). */
export function CancelScheduleDialog({ view }: { view: MessageSchedulerModel }) {
  const dialog = view.cancelDialog;
  return (
    <Dialog
      open={dialog !== null}
      title={T.cancelTitle}
      onClose={view.onDismissCancel}
      dismissable={dialog?.canKeep ?? false}
    >
      {dialog ? (
        <>
          <p className="mb-4 text-sm break-words text-slate-800">{dialog.question}</p>
          {dialog.busy ? (
            <p role="status" className="mb-4 text-sm text-slate-600">
              {T.cancelling}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" disabled={!dialog.canKeep} onClick={view.onDismissCancel}>
              {T.keep}
            </Button>
            <Button busy={dialog.busy} disabled={!dialog.canConfirm} onClick={view.onConfirmCancel}>
              {T.confirmCancel}
            </Button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
