import type { Ref } from 'react';
import { Button } from './Button.tsx';

export type FormOutcomeProps = {
  /** The refusal or the server's words. */
  alert: string | null;
  /** Given when the form moves focus to its alert after a failed submit. */
  alertRef?: Ref<HTMLParagraphElement>;
  notice: string | null;
  busy: boolean;
  busyText: string;
  submitLabel: string;
  canSubmit: boolean;
  retryLabel: string;
  canRetry: boolean;
  onRetry: () => void;
};

/**
 * The foot of a form whose machine decides everything: its alert, what the last submit did,
 * the submit in flight, then Submit and (after a failure) Retry.
 */
export function FormOutcome(props: FormOutcomeProps) {
  return (
    <>
      {props.alert ? (
        <p
          ref={props.alertRef}
          tabIndex={props.alertRef ? -1 : undefined}
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {props.alert}
        </p>
      ) : null}
      {props.notice ? (
        <p role="status" className="text-sm text-green-700">
          {props.notice}
        </p>
      ) : null}
      {props.busy ? (
        <p role="status" className="text-sm text-slate-600">
          {props.busyText}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={!props.canSubmit}>
          {props.submitLabel}
        </Button>
        {props.canRetry ? (
          <Button variant="secondary" onClick={props.onRetry}>
            {props.retryLabel}
          </Button>
        ) : null}
      </div>
    </>
  );
}
