import { createPublicCalls, EmployeeCardRoute, ReferralRoute } from '../features/public/index.ts';
import { captcha } from './captcha.tsx';
import { api } from './services.ts';

// The plain client: both pages show failures themselves, so no alert pops up as well.
const calls = createPublicCalls(api.authPlain);

export function EmployeeCardPage({ userId }: { userId: string }) {
  return <EmployeeCardRoute userId={userId} loadEmployeeCard={calls.loadEmployeeCard} />;
}

export function ReferralPage({ code }: { code: string }) {
  return (
    <ReferralRoute
      referralCode={code}
      submitReferral={calls.submitReferral}
      getPosition={calls.getPosition}
      captcha={captcha}
    />
  );
}
