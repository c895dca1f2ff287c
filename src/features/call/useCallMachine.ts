import { useRef, useState } from 'react';
import type { TelephonyCredentials, TelephonyPort } from '../../platform/telephony/port.ts';
import { useSessionActor } from '../../ui/hooks/sessionActor.ts';
import { alert as showAlert } from '../../ui/toast/index.ts';
import { provideCallMachine } from './callWiring.ts';

export type UseCallMachineOptions = {
  telephony: TelephonyPort;
  /** The signed-in profile's telephony login, read at dial time. */
  credentials: () => TelephonyCredentials | null;
  /** The app's alert service by default. */
  alert?: (message: string) => void;
};

/**
 * The call machine wired to this app: the telephony port, the profile's login, the session
 * (no timeout during a call) and the alert service. Made once per component; the soft-call
 * loop provides it as its 'callMachine'.
 */
export function useCallMachine(options: UseCallMachineOptions) {
  const session = useSessionActor();
  const latest = useRef(options);
  latest.current = options;
  const [machine] = useState(() =>
    provideCallMachine({
      telephony: options.telephony,
      credentials: () => latest.current.credentials(),
      session,
      alert: (message) => (latest.current.alert ?? defaultAlert)(message),
    }),
  );
  return machine;
}

const defaultAlert = (message: string) => {
  showAlert(message, { kind: 'error' });
};
