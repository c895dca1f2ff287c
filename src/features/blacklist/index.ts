export { BlacklistPanel, type BlacklistPanelProps } from './BlacklistPanel.tsx';
export { selfBlacklistCheck } from './selfCheck.ts';
