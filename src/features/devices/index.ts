export { DevicePanel, type DevicePanelProps } from './DevicePanel.tsx';
export type { DevicePanelActors } from './devicePanelTypes.ts';
