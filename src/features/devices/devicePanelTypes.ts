import type { DeviceDownloadActors } from '../../../machines/deviceDownload/index.ts';
import type { DeviceOwnerActors } from '../../../machines/deviceOwner/index.ts';
import type { MessageClassificationActors } from '../../../machines/messageClassification/index.ts';

/** Calls a test or story gives instead of the v1 client's. */
export type DevicePanelActors = {
  setDeviceOwner?: DeviceOwnerActors['setDeviceOwner'];
  exportDevice?: DeviceDownloadActors['exportDevice'];
  classification?: MessageClassificationActors;
};
