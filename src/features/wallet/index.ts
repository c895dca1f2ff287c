// What a host page (the customer page, later the loan page) needs of the wallet.
export { WalletPanel, type WalletPanelProps } from './WalletPanel.tsx';
