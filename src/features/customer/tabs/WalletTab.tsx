import { WalletPanel } from '../../wallet/index.ts';
import type { CustomerTabProps } from '../customerTypes.ts';

/** The Wallet tab: the wallet panel of this customer, as of the version on screen. */
export function WalletTab(props: CustomerTabProps) {
  return (
    <WalletPanel
      queries={props.queries}
      username={props.username}
      historyDate={props.historyDate}
    />
  );
}
