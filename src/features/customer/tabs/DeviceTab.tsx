import { DevicePanel } from '../../devices/index.ts';
import type { CustomerTabProps } from '../customerTypes.ts';

/** The Device tab (#device): the devices feature's panel for this customer and version. */
export function DeviceTab(props: CustomerTabProps) {
  return <DevicePanel {...props} />;
}
