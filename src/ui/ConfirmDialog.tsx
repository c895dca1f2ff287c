import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** The question, in the spec's words. */
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A yes/no question before a change: the message, Cancel and the confirming button. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog open={props.open} title={props.title} onClose={props.onCancel}>
      <p className="mb-4 text-sm text-slate-800">{props.message}</p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={props.onCancel}>
          {props.cancelLabel}
        </Button>
        <Button onClick={props.onConfirm}>{props.confirmLabel}</Button>
      </div>
    </Dialog>
  );
}
