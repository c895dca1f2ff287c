import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useState } from 'react';
import {
  type AuthActors,
  connectLoginPage,
  connectOtpLogin,
  connectPasswordLogin,
  connectPasswordReset,
  provideLoginPage,
  type SignedIn,
} from '../../../machines/auth/index.ts';
import type { CaptchaSlot } from '../../ui/captchaSlot.ts';
import { useView } from '../../ui/hooks/useView.ts';
import { LoginView } from './LoginView.tsx';

export type LoginRouteProps = {
  /** The calls the page makes: the app passes the API-backed ones, stories and tests pass fakes. */
  actors: AuthActors;
  captcha: CaptchaSlot;
  /** Called once, with the tokens and the login name, when a sign-in succeeds. */
  onSignedIn?: (session: SignedIn) => void;
};

export function LoginRoute({ actors, captcha, onSignedIn }: LoginRouteProps) {
  // The machine is built once; later `actors` props are ignored like any initial state.
  const [machine] = useState(() => provideLoginPage(actors));
  const page = useActorRef(machine);

  const notify = useEffectEvent((session: SignedIn) => onSignedIn?.(session));
  useEffect(() => {
    let sent = false;
    const subscription = page.subscribe((snapshot) => {
      if (snapshot.status !== 'done' || sent) return;
      sent = true;
      notify(snapshot.output);
    });
    return () => subscription.unsubscribe();
  }, [page]);

  const pageView = useView(page, connectLoginPage);
  const otpRef = useSelector(page, (snapshot) => snapshot.children.otp);
  const passwordRef = useSelector(page, (snapshot) => snapshot.children.password);
  const resetRef = useSelector(page, (snapshot) => snapshot.children.reset);

  return (
    <LoginView
      page={pageView ?? { mode: 'otp', signedIn: false, canToggle: false }}
      otp={useView(otpRef, connectOtpLogin)}
      password={useView(passwordRef, connectPasswordLogin)}
      reset={useView(resetRef, connectPasswordReset)}
      sendPage={page.send}
      sendOtp={(event) => otpRef?.send(event)}
      sendPassword={(event) => passwordRef?.send(event)}
      sendReset={(event) => resetRef?.send(event)}
      captcha={captcha}
    />
  );
}
