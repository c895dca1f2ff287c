import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import {
  asExportFile,
  connectDeviceDownload,
  type DeviceDownloadActors,
  deviceDownloadMachine,
} from '../../../../machines/deviceDownload/index.ts';
import { useView } from '../../../ui/hooks/useView.ts';
import { createDownloadActors } from '../deviceCalls.ts';
import type { MainQueries } from '../deviceQueries.ts';
import { DownloadsControl } from './DownloadsControl.tsx';

/** Creates one device's download actor and renders its buttons. */
export function DownloadsSection(props: {
  queries: MainQueries;
  deviceId: string;
  exportDevice?: DeviceDownloadActors['exportDevice'];
}) {
  const [logic] = useState(() =>
    deviceDownloadMachine.provide({
      actors: {
        exportFile: asExportFile(
          props.exportDevice ?? createDownloadActors(props.queries).exportDevice,
        ),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { deviceId: props.deviceId } });
  const view = useView(actor, (snapshot) => connectDeviceDownload(snapshot, actor.send))!;
  return <DownloadsControl view={view} />;
}
