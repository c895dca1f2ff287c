import {
  type DeviceOwnerModel,
  NOT_SET,
  DEVICE_OWNER_TEXTS as T,
} from '../../../../machines/deviceOwner/index.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { SaveStatus } from '../../../ui/SaveStatus.tsx';
import type { Device } from '../deviceQueries.ts';

export type OwnerControlProps = {
  view: DeviceOwnerModel;
  deviceId: string;
  profiles: Device['profiles'];
};

/** The owner select, its confirmation and what came of it: connect() of the machine rendered. */
export function OwnerControl({ view, deviceId, profiles }: OwnerControlProps) {
  const id = `owner-${deviceId}`;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {T.ownerLabel(deviceId)}
        </label>
        <select
          id={id}
          value={view.selected}
          disabled={!view.canPick}
          onChange={(event) => view.onPick(event.target.value)}
          className="rounded-md border border-slate-300 px-2 py-1 text-sm"
        >
          <option value={NOT_SET}>{T.notSet}</option>
          {profiles.map((p) => (
            <option key={p.username} value={p.username}>
              {`${p.name} (${p.username})`}
            </option>
          ))}
        </select>
      </div>
      <SaveStatus
        busy={view.busy}
        busyText={T.saving}
        notice={view.notice}
        error={view.error}
        dismissLabel={T.dismiss}
        onDismiss={view.onDismiss}
      />
      <ConfirmDialog
        open={view.confirming}
        title={T.confirmTitle}
        message={T.confirm}
        confirmLabel={T.ok}
        cancelLabel={T.cancel}
        onConfirm={view.onConfirm}
        onCancel={view.onCancel}
      />
    </div>
  );
}
