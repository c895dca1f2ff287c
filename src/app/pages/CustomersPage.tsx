import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { CustomersRoute, createCustomerActors } from '../../features/customers/index.ts';
import { customerSearch, setCustomerQuery } from '../../stores/customerSearch.ts';
import { api } from '../services.ts';

const actors = createCustomerActors(api.mainPlain);

/** /lender/admin/customers: the list follows the header's search. */
export default function CustomersPage() {
  const { query } = useSnapshot(customerSearch);
  const [, navigate] = useLocation();
  return (
    <CustomersRoute
      query={query}
      onClearSearch={() => setCustomerQuery(null)}
      fetchPages={actors.fetchPages}
      onOpenCustomer={(username) => navigate(`/lender/user/${username}`)}
    />
  );
}
