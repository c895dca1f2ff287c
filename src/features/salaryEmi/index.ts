// What a host page needs of the Salary & EMI tab: the panel, given a username (or usernames).
export { SalaryEmiPanel, type SalaryEmiPanelProps } from './SalaryEmiPanel.tsx';
