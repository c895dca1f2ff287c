export { ProfileDevicePanel, type ProfileDevicePanelProps } from './ProfileDevicePanel.tsx';
