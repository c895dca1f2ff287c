import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { type callMachine, connectCall } from '../../../machines/call/index.ts';
import { CallPopupView } from './CallPopupView.tsx';

export type CallActorRef = ActorRefFrom<typeof callMachine>;

export type CallPopupProps = {
  /** The running call, e.g. the soft-call loop's invoked child 'call'. */
  actorRef: CallActorRef;
  storage?: Storage;
};

/** The popup of a running call: connectCall() of its snapshot, buttons sent to it. */
export function CallPopup({ actorRef, storage }: CallPopupProps) {
  const view = useSelector(actorRef, connectCall, shallowEqual);
  return <CallPopupView view={view} send={actorRef.send} storage={storage} />;
}
