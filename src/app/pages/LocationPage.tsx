import { LocationScreen } from '../../features/location/LocationScreen.tsx';
import { mainQueries } from '../queries.ts';
import { SignedInQueryClient } from '../SignedInQueryClient.tsx';

/** /lender/admin/location and the chat side's Location tab: field staff routes (issue 21 §1). */
export default function LocationPage() {
  return (
    <SignedInQueryClient>
      <LocationScreen queries={mainQueries} />
    </SignedInQueryClient>
  );
}
