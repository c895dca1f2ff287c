import { EmployeeCardRoute } from '../features/public/EmployeeCardRoute.tsx';
import { createPublicCalls } from '../features/public/publicCalls.ts';
import { api } from './services.ts';

// The plain client: the page shows a failure itself, so no alert pops up as well. A chunk of
// its own: an ID card's visitor loads nothing of the referral form.
const calls = createPublicCalls(api.authPlain);

export function EmployeeCardPage({ userId }: { userId: string }) {
  return <EmployeeCardRoute userId={userId} loadEmployeeCard={calls.loadEmployeeCard} />;
}
