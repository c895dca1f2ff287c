import { useQuery } from '@tanstack/react-query';
import { canFilterContainsMobile } from '../../domain/access/customerPage.ts';
import type { RoleFlags } from '../../domain/access/roles.ts';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import { DeviceCard } from './components/DeviceCard.tsx';
import { DeviceLocations } from './components/DeviceLocations.tsx';
import type { DevicePanelActors } from './devicePanelTypes.ts';
import { deviceQueries, type MainQueries } from './deviceQueries.ts';
import { DEVICES_TEXTS as T } from './devicesTexts.ts';

export type DevicePanelProps = {
  queries: MainQueries;
  username: string;
  historyDate: string | null;
  flags: RoleFlags;
  actors?: DevicePanelActors;
};

/**
 * The device panel (customer #device; spec part 1 §2-§4): the customer's devices, the best one
 * marked, each with owners, owner change, logins, downloads and 'Filtered Messages'; and the
 * optional map of device locations.
 */
export function DevicePanel(props: DevicePanelProps) {
  const calls = deviceQueries(props.queries, props.username, props.historyDate);
  const devices = useQuery(calls.devices);
  const containsMobile = canFilterContainsMobile(props.flags);
  return (
    <div className="flex flex-col gap-6">
      <QueryPanel
        query={devices}
        errorText={T.failed}
        retryLabel={T.retry}
        skeleton={<ListSkeleton label={T.loading} lines={4} />}
      >
        {(data) =>
          data.devices.length ? (
            <div className="flex flex-col gap-4">
              {data.devices.map((device) => (
                <DeviceCard
                  key={device.device_id}
                  queries={props.queries}
                  device={device}
                  username={props.username}
                  devicesKey={calls.devices.queryKey}
                  current={props.historyDate === null}
                  containsMobile={containsMobile}
                  actors={props.actors}
                />
              ))}
            </div>
          ) : (
            <p className="rounded-md border border-slate-200 bg-white p-8 text-center text-slate-600">
              {T.noDevices}
            </p>
          )
        }
      </QueryPanel>
      <DeviceLocations query={calls.locations} />
    </div>
  );
}
