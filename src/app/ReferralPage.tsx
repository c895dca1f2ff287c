import { createPublicCalls } from '../features/public/publicCalls.ts';
import { ReferralRoute } from '../features/public/ReferralRoute.tsx';
import { captcha } from './captcha.tsx';
import { api } from './services.ts';

// The plain client: the form shows failures under itself, so no alert pops up as well.
const calls = createPublicCalls(api.authPlain);

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
