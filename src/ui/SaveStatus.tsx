import { Button } from './Button.tsx';

export type SaveStatusProps = {
  busy: boolean;
  busyText: string;
  /** What the save did, once done. */
  notice: string | null;
  /** The server's words on a failure, with a way to put them away. */
  error: string | null;
  dismissLabel: string;
  onDismiss: () => void;
};

/** What a save says beside its control: in flight, done, or the error with Dismiss. */
export function SaveStatus(props: SaveStatusProps) {
  return (
    <>
      {props.busy ? (
        <p role="status" className="text-sm text-slate-600">
          {props.busyText}
        </p>
      ) : null}
      {props.notice ? (
        <p role="status" className="text-sm text-green-800">
          {props.notice}
        </p>
      ) : null}
      {props.error ? (
        <div className="flex items-center gap-3">
          <p role="alert" className="text-sm text-red-700">
            {props.error}
          </p>
          <Button variant="secondary" onClick={props.onDismiss}>
            {props.dismissLabel}
          </Button>
        </div>
      ) : null}
    </>
  );
}
