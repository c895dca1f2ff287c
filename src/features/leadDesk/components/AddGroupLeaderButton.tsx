import type { AddGroupLeaderView } from '../../../../machines/addGroupLeader/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';

export type AddGroupLeaderButtonProps = { view: AddGroupLeaderView; onAdd: () => void };

/** 'Add New GL': the server's words after success, and disabled from then on. */
export function AddGroupLeaderButton({ view, onAdd }: AddGroupLeaderButtonProps) {
  return (
    <div className="flex flex-col items-start gap-1">
      <Button variant="secondary" busy={view.busy} disabled={view.disabled} onClick={onAdd}>
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
