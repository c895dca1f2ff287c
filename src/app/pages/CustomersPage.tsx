import { useSnapshot } from 'valtio';
import { CustomersRoute, createCustomerActors } from '../../features/customers/index.ts';
import { customerSearch, setCustomerQuery } from '../../stores/customerSearch.ts';
import { api } from '../services.ts';

const actors = createCustomerActors(api.mainPlain);

/** /lender/admin/customers: the list follows the header's search. */
export default function CustomersPage() {
  const { query } = useSnapshot(customerSearch);
  return (
    <CustomersRoute
      query={query}
      onClearSearch={() => setCustomerQuery(null)}
      fetchCustomerPage={actors.fetchCustomerPage}
    />
  );
}
