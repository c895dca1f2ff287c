import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import {
  connectDeviceOwner,
  type DeviceOwnerActors,
  deviceOwnerMachine,
} from '../../../../machines/deviceOwner/index.ts';
import { useView } from '../../../ui/hooks/useView.ts';
import { createOwnerActors } from '../deviceCalls.ts';
import type { Device, MainQueries } from '../deviceQueries.ts';
import { OwnerControl } from './OwnerControl.tsx';

export type OwnerSectionProps = {
  queries: MainQueries;
  device: Device;
  /** The devices read: asked again after an owner change. */
  devicesKey: readonly unknown[];
  setDeviceOwner?: DeviceOwnerActors['setDeviceOwner'];
};

/** Creates the owner-change actor of one device; a change asks for the devices again. */
export function OwnerSection({ queries, device, devicesKey, setDeviceOwner }: OwnerSectionProps) {
  const client = useQueryClient();
  const [logic] = useState(() =>
    deviceOwnerMachine.provide({
      actors: { setDeviceOwner: setDeviceOwner ?? createOwnerActors(queries).setDeviceOwner },
      actions: { reloadDevices: () => void client.invalidateQueries({ queryKey: devicesKey }) },
    }),
  );
  const actor = useActorRef(logic, {
    input: {
      deviceId: device.device_id,
      currentOwner: device.owners.find((o) => o.current_owner)?.username ?? null,
    },
  });
  const view = useView(actor, (snapshot) => connectDeviceOwner(snapshot, actor.send))!;
  return <OwnerControl view={view} deviceId={device.device_id} profiles={device.profiles} />;
}
