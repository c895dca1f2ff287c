import { DevicePanel } from '../../devices/index.ts';
import { CoBorrowerPicker } from '../components/CoBorrowerPicker.tsx';
import { useLoanQueries } from '../loanPageContext.tsx';
import type { LoanTabProps } from '../loanTabTypes.ts';

/** #contMesLocations: devices, contacts and messages downloads, messages and locations of the co-borrower picked. */
export default function ContMesLocationsTab({ loan, flags }: LoanTabProps) {
  const queries = useLoanQueries();
  return (
    <CoBorrowerPicker loan={loan}>
      {(username) => (
        <DevicePanel queries={queries} username={username} historyDate={null} flags={flags} />
      )}
    </CoBorrowerPicker>
  );
}
