export { BureauPanel, type BureauPanelProps } from './BureauPanel.tsx';
export { CreditProfilePanel } from './CreditProfilePanel.tsx';
