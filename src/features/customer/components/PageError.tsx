import { Button } from '../../../ui/Button.tsx';

/** A failure: the catalogue's text, the server's words under it, and a way to try again. */
export function PageError(props: {
  text: string;
  detail: string | null;
  retryLabel: string;
  onRetry?: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex items-center gap-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      <div className="flex-1">
        <p>{props.text}</p>
        {props.detail ? <p className="text-xs">{props.detail}</p> : null}
      </div>
      {props.onRetry ? (
        <Button variant="secondary" onClick={props.onRetry}>
          {props.retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
