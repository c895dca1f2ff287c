import { Button } from './Button.tsx';

export type DialogFormFootProps = {
  /** The id the fields' aria-describedby point at while the alert shows. */
  alertId: string;
  /** The refusal or the server's words. */
  alert: string | null;
  /** What the last submit did. */
  notice: string | null;
  busy: boolean;
  cancelLabel: string;
  canClose: boolean;
  onClose: () => void;
  submitLabel: string;
  canSubmit: boolean;
};

/**
 * The foot of a dialog's form whose machine decides everything: its alert, what the last submit
 * did, then Cancel and the submit (busy while it is in flight).
 */
export function DialogFormFoot(props: DialogFormFootProps) {
  return (
    <>
      {props.alert ? (
        <p id={props.alertId} role="alert" className="text-sm text-red-700">
          {props.alert}
        </p>
      ) : null}
      {props.notice ? (
        <p role="status" className="text-sm text-slate-700">
          {props.notice}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button
          type="button"
          variant="secondary"
          disabled={!props.canClose}
          onClick={props.onClose}
        >
          {props.cancelLabel}
        </Button>
        <Button type="submit" busy={props.busy} disabled={!props.canSubmit}>
          {props.submitLabel}
        </Button>
      </div>
    </>
  );
}
