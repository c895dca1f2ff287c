export { BlacklistPanel, type BlacklistPanelProps } from './BlacklistPanel.tsx';
