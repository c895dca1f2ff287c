import { type CrifPullModel, CRIF_PULL_TEXTS as T } from '../../../machines/crifPull/index.ts';
import { Button } from '../../ui/Button.tsx';

export type CrifPullControlsProps = {
  view: CrifPullModel;
  /** Why the button cannot be used (the role may not pull), shown and read out with it. */
  disabledReason?: string | null;
};

/** 'CRIF PULL': connect() of the machine rendered; it decides nothing itself. */
export function CrifPullControls({ view, disabledReason = null }: CrifPullControlsProps) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={view.onPull}
          busy={view.busy}
          disabled={!view.canPull || disabledReason !== null}
          disabledReason={disabledReason}
        >
          {T.pull}
        </Button>
        {view.error ? (
          <Button variant="secondary" onClick={view.onRetry} disabled={!view.canRetry}>
            {T.retry}
          </Button>
        ) : null}
      </div>
      {view.error ? (
        <p role="alert" className="text-sm text-red-700">
          {view.error}
        </p>
      ) : null}
      {view.busy ? (
        <p role="status" className="sr-only">
          {T.pulling}
        </p>
      ) : null}
      {view.pulled ? (
        <p role="status" className="text-sm text-green-800">
          {view.pulled}
        </p>
      ) : null}
    </div>
  );
}
