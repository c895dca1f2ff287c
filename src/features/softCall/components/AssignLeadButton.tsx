import type { AssignLeadView } from '../../../../machines/callActions/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';

export type AssignLeadButtonProps = { view: AssignLeadView; onAssign: () => void };

/** 'Assign As New Lead Call': the server's message after success, and disabled from then on. */
export function AssignLeadButton({ view, onAssign }: AssignLeadButtonProps) {
  return (
    <div className="flex flex-col gap-1">
      <Button variant="secondary" busy={view.busy} disabled={view.disabled} onClick={onAssign}>
        {view.label}
      </Button>
      {view.message ? (
        <p role="status" className="text-xs text-green-700">
          {view.message}
        </p>
      ) : null}
      <ErrorBox>{view.error}</ErrorBox>
    </div>
  );
}
