import { useState } from 'react';
import { formatDateTime, formatPercent } from '../../../domain/format.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import type { DevicePanelActors } from '../devicePanelTypes.ts';
import type { Device, MainQueries } from '../deviceQueries.ts';
import { DEVICES_TEXTS as T } from '../devicesTexts.ts';
import { DeviceUsers } from './DeviceUsers.tsx';
import { DownloadsSection } from './DownloadsSection.tsx';
import { MessagesPanel } from './MessagesPanel.tsx';
import { OwnerSection } from './OwnerSection.tsx';

export type DeviceCardProps = {
  queries: MainQueries;
  device: Device;
  username: string;
  devicesKey: readonly unknown[];
  /** Changes (owner, classification) are offered on the current version only. */
  current: boolean;
  containsMobile: boolean;
  actors?: DevicePanelActors;
};

/** One device: identity, verification, owners, profiles, logins, downloads and messages. */
export function DeviceCard({ device, ...props }: DeviceCardProps) {
  const [messagesOpen, setMessagesOpen] = useState(false);
  const setBy = device.device_owner_set_by;
  return (
    <article
      aria-label={`${device.model} ${device.device_id}`}
      className={`flex flex-col gap-4 rounded-lg border bg-white p-4 ${device.best ? 'border-green-600' : 'border-slate-200'}`}
    >
      <header className="flex flex-wrap items-center gap-3">
        <h3 className="text-base font-semibold text-slate-900">{device.model}</h3>
        {device.best ? (
          <span
            title={T.bestHint}
            className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800"
          >
            {T.best}
          </span>
        ) : null}
      </header>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        <dt className="text-slate-600">{T.deviceId}</dt>
        <dd className="break-all">{device.device_id}</dd>
        <dt className="text-slate-600">{T.verification}</dt>
        <dd>
          {device.verification.verified ? T.verified : T.notVerified}{' '}
          {formatPercent(device.verification.percentage)}
        </dd>
        <dt className="text-slate-600">{T.contacts}</dt>
        <dd>{device.contacts}</dd>
        <dt className="text-slate-600">{T.ownerSetBy}</dt>
        <dd>{setBy ? `${setBy}, ${formatDateTime(device.device_owner_set_on!)}` : T.notSet}</dd>
      </dl>
      <section aria-label={T.owners}>
        <h4 className="mb-1 text-sm font-medium text-slate-700">{T.owners}</h4>
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              {T.ownerColumns.map((c) => (
                <th key={c} scope="col" className="px-2 py-1 font-medium text-slate-600">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {device.owners.map((o) => (
              <tr key={o.username} className={o.current_owner ? 'bg-green-50' : ''}>
                <td className="px-2 py-1">{o.owner_number}</td>
                <td className="px-2 py-1">{o.username}</td>
                <td className="px-2 py-1">{o.name}</td>
                <td className="px-2 py-1">{formatPercent(o.perc)}</td>
                <td className="px-2 py-1">{o.current_owner ? T.currentOwner : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {props.current ? (
        <OwnerSection
          queries={props.queries}
          device={device}
          devicesKey={props.devicesKey}
          setDeviceOwner={props.actors?.setDeviceOwner}
        />
      ) : null}
      <DeviceUsers queries={props.queries} profiles={device.profiles} />
      <section aria-label={T.loginHistory}>
        <h4 className="mb-1 text-sm font-medium text-slate-700">{T.loginHistory}</h4>
        {/* Focusable so keyboard users can scroll a long history. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable. */}
        <div tabIndex={0} className="max-h-40 overflow-y-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                {T.loginColumns.map((c) => (
                  <th key={c} scope="col" className="px-2 py-1 font-medium text-slate-600">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {device.login_history.map((l) => (
                <tr key={`${l.username}-${l.time}`}>
                  <td className="px-2 py-1">{l.name}</td>
                  <td className="px-2 py-1">{l.username}</td>
                  <td className="px-2 py-1">{formatDateTime(l.time)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <div className="flex flex-wrap items-start gap-6">
        <DownloadsSection
          queries={props.queries}
          deviceId={device.device_id}
          exportDevice={props.actors?.exportDevice}
        />
        <Button onClick={() => setMessagesOpen(true)}>{T.filteredMessages}</Button>
      </div>
      <Dialog
        open={messagesOpen}
        title={T.filteredMessages}
        size="wide"
        onClose={() => setMessagesOpen(false)}
      >
        {messagesOpen ? (
          <MessagesPanel
            queries={props.queries}
            deviceId={device.device_id}
            username={props.username}
            containsMobile={props.containsMobile}
            actors={props.actors?.classification}
          />
        ) : null}
        <div className="mt-4 flex justify-end">
          <Button variant="secondary" onClick={() => setMessagesOpen(false)}>
            {T.close}
          </Button>
        </div>
      </Dialog>
    </article>
  );
}
