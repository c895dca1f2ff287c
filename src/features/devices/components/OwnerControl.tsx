import {
  type DeviceOwnerModel,
  NOT_SET,
  DEVICE_OWNER_TEXTS as T,
} from '../../../../machines/deviceOwner/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
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
      {view.busy ? (
        <p role="status" className="text-sm text-slate-600">
          {T.saving}
        </p>
      ) : null}
      {view.notice ? (
        <p role="status" className="text-sm text-green-800">
          {view.notice}
        </p>
      ) : null}
      {view.error ? (
        <div className="flex items-center gap-3">
          <p role="alert" className="text-sm text-red-700">
            {view.error}
          </p>
          <Button variant="secondary" onClick={view.onDismiss}>
            {T.dismiss}
          </Button>
        </div>
      ) : null}
      <Dialog open={view.confirming} title={T.confirmTitle} onClose={view.onCancel}>
        <p className="mb-4 text-sm text-slate-800">{T.confirm}</p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={view.onCancel}>
            {T.cancel}
          </Button>
          <Button onClick={view.onConfirm}>{T.ok}</Button>
        </div>
      </Dialog>
    </div>
  );
}
