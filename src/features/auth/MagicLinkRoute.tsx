import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import {
  type AuthActors,
  connectMagicLink,
  type MagicLinkInput,
  magicLinkMachine,
  type SignedIn,
} from '../../../machines/auth/index.ts';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { LOGIN_TEXTS as T } from './loginTexts.ts';

export type MagicLinkRouteProps = {
  link: MagicLinkInput;
  verifyOtp: AuthActors['verifyOtp'];
  onSignedIn: (session: SignedIn) => void;
  /** Where a refused link sends the person to sign in by hand. */
  loginHref: string;
};

/** Signs in with the OTP a link carries; a refused link says why and offers the login page. */
export function MagicLinkRoute({ link, verifyOtp, onSignedIn, loginHref }: MagicLinkRouteProps) {
  const [machine] = useState(() => magicLinkMachine.provide({ actors: { verifyOtp } }));
  const actor = useActorRef(machine);
  const notify = useRef(onSignedIn);
  notify.current = onSignedIn;
  useEffect(() => {
    const sub = actor.subscribe((s) => {
      if (s.status === 'done') notify.current(s.output);
    });
    return () => sub.unsubscribe();
  }, [actor]);
  useEffect(() => actor.send({ type: 'link.open', link }), [actor, link]);
  const error = useSelector(actor, (s) => connectMagicLink(s).error);
  return <MagicLinkView error={error} loginHref={loginHref} />;
}

export function MagicLinkView({ error, loginHref }: { error: string | null; loginHref: string }) {
  return (
    <main className="mx-auto mt-16 max-w-md space-y-4 px-4">
      <h1 className="text-2xl font-semibold text-slate-900">{T.title}</h1>
      {error ? (
        <>
          <ErrorBox>{error}</ErrorBox>
          <Link href={loginHref} className="text-brand-700 underline">
            {T.magicLinkToLogin}
          </Link>
        </>
      ) : (
        <p role="status" className="text-slate-600">
          {T.magicLinkVerifying}
        </p>
      )}
    </main>
  );
}
