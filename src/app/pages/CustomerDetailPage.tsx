import { useParams } from 'wouter';
import {
  CustomerPageRoute,
  createCustomerPageCalls,
  useLocationHash,
} from '../../features/customer/index.ts';
import { api } from '../services.ts';

const calls = createCustomerPageCalls(api.mainPlain);

/** /lender/user/{username}: the customer page, its tab in the hash. */
export default function CustomerDetailPage() {
  const { username = '' } = useParams<{ username: string }>();
  const [hash, setHash] = useLocationHash();
  return (
    <CustomerPageRoute
      username={username}
      hash={hash}
      onHashChange={setHash}
      backHref="/lender/admin/customers"
      {...calls}
    />
  );
}
