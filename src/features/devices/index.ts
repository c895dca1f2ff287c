export { DevicePanel, type DevicePanelProps } from './DevicePanel.tsx';
export type { DevicePanelActors } from './devicePanelTypes.ts';
export { ProfileDevicePanel, type ProfileDevicePanelProps } from './profile/ProfileDevicePanel.tsx';
