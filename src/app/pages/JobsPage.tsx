import { useState } from 'react';
import { createJobActors, JobsScreen } from '../../features/jobs/index.ts';
import { mainQueries } from '../queries.ts';
import { SignedInQueryClient } from '../SignedInQueryClient.tsx';
import { api } from '../services.ts';

/** /lender/admin/jobs and the chat side's Jobs tab (spec part 2 §2; issue 21 §1). */
export default function JobsPage() {
  const [actors] = useState(() => createJobActors(api.mainPlain));
  return (
    <SignedInQueryClient>
      <JobsScreen queries={mainQueries} actors={actors} />
    </SignedInQueryClient>
  );
}
