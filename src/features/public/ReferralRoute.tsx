import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import {
  connectReferral,
  type GeoPoint,
  type ReferralPayload,
  type ReferralResult,
  referralMachine,
} from '../../../machines/referral/index.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';
import type { CaptchaSlot } from '../../ui/captchaSlot.ts';
import { useView } from '../../ui/hooks/useView.ts';
import type { GetPosition, SubmitReferral } from './publicCalls.ts';
import { ReferralView } from './ReferralView.tsx';

export type ReferralRouteProps = {
  /** The code from the link (/lender/referral/{referral_code}); the visitor cannot change it. */
  referralCode: string;
  /** The calls the page makes: the app passes the API-backed ones, stories and tests fakes. */
  submitReferral: SubmitReferral;
  getPosition: GetPosition;
  captcha: CaptchaSlot;
};

export function ReferralRoute({
  referralCode,
  submitReferral,
  getPosition,
  captcha,
}: ReferralRouteProps) {
  const calls = useRef({ submitReferral, getPosition });
  calls.current = { submitReferral, getPosition };
  // Built once; the actors read the latest props through the ref.
  const [machine] = useState(() =>
    referralMachine.provide({
      actors: {
        getLocation: fromAbortable<GeoPoint, void>(({ signal }) =>
          calls.current.getPosition(signal),
        ),
        submitReferral: fromAbortable<ReferralResult, ReferralPayload>(({ input, signal }) =>
          calls.current.submitReferral(input, signal),
        ),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { referralCode } });

  const view = useView(actor, connectReferral) ?? connectReferral(actor.getSnapshot());

  // The page stays mounted when the link changes, and the form follows the link's code. A form
  // on its way keeps the code it was sent with; the new one is taken when it is editable again.
  const editable = view.canSubmit;
  useEffect(() => {
    if (editable && actor.getSnapshot().context.referral_code !== referralCode) {
      actor.send({ type: 'link.open', code: referralCode });
    }
  }, [actor, referralCode, editable]);

  return <ReferralView view={view} send={actor.send} captcha={captcha} />;
}
