import type { Client } from 'openapi-fetch';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { paths } from '../../../openapi/generated/main.ts';
import type { Telephony } from '../../platform/telephony/index.ts';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { RadioGroup } from '../../ui/RadioGroup.tsx';
import { SOFT_CALL_PATH, SoftCallScreen } from '../softCall/index.ts';
import { SUPPORT_DESK_PATH, type SupportMode, supportModeOf } from './supportPaths.ts';
import { SUPPORT_TEXTS as T } from './supportTexts.ts';

export type SupportCallTabViewProps = {
  pathname: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  profile: { telecmi_username?: string | null; telecmi_pwd?: string | null };
  /** The support overview (a query panel, loaded on its own). */
  overview: ReactNode;
  api: Client<paths>;
  telephony: Telephony;
  storage?: Storage;
};

// Its own chunk: most agents start with the soft calls (the screen's critical path stays in budget).
const SupportDesk = lazy(() => import('./SupportDesk.tsx'));

const MODES = [
  { value: 'soft', label: T.modes.soft },
  { value: 'support', label: T.modes.support },
] as const satisfies ReadonlyArray<{ value: SupportMode; label: string }>;

/**
 * The Customer Support Call tab (part 2 §2): the support overview, then one of two call loops,
 * chosen by the path (…/callingDetails/{id} the soft calls, …/callingDetails/support/{id} the
 * support calls). Switching leaves a call in progress to the loop host, which keeps it.
 */
export function SupportCallTabView(props: SupportCallTabViewProps) {
  const mode = supportModeOf(props.pathname);
  // The loop of the mode left must let go (its call, if any, stays with the host) before the
  // other mode's loop asks the host whether a call is in progress: one render without a loop.
  const [shown, setShown] = useState(mode);
  useEffect(() => setShown(mode), [mode]);
  const shared = {
    profile: props.profile,
    pathname: props.pathname,
    navigate: props.navigate,
    api: props.api,
    telephony: props.telephony,
    title: null,
    ...(props.storage ? { storage: props.storage } : {}),
  };
  return (
    <div className="flex flex-col gap-6">
      {props.overview}
      <RadioGroup
        label={T.mode}
        value={mode}
        options={MODES}
        onChange={(next) => props.navigate(next === 'support' ? SUPPORT_DESK_PATH : SOFT_CALL_PATH)}
      />
      {shown !== mode ? null : mode === 'soft' ? (
        <SoftCallScreen key="soft" {...shared} />
      ) : (
        <Suspense key="support" fallback={<ListSkeleton label={T.loadingDesk} lines={4} />}>
          <SupportDesk {...shared} />
        </Suspense>
      )}
    </div>
  );
}
