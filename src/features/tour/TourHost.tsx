import { useActorRef } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  connectTour,
  restartMode,
  type TourMode,
  tourMachine,
} from '../../../machines/tour/index.ts';
import { createTourDoneStore, type TourDoneStore } from '../../platform/storage/tourDone.ts';
import { useView } from '../../ui/hooks/useView.ts';
import { TourDialog } from './TourDialog.tsx';
import { TOUR_PARAM } from './tourParam.ts';

export type TourHostProps = {
  username: string;
  /** The chat profile's fields that choose the mode (part 2 §4). */
  profile: Parameters<typeof restartMode>[0];
  store?: TourDoneStore;
};

const defaultStore = createTourDoneStore();
const GAP = 12;

/** The sidebar entry's right edge, where the step sits; null when it is not on screen. */
function anchorOf(key: string): { top: number; left: number } | null {
  const entry = document.querySelector(`[data-menu-key="${CSS.escape(key)}"]`);
  const rect = entry?.getBoundingClientRect();
  if (!rect || rect.width === 0 || rect.height === 0) return null;
  const top = Math.max(GAP, Math.min(rect.top, window.innerHeight - 240));
  return { top, left: Math.min(rect.right + GAP, Math.max(GAP, window.innerWidth - 460)) };
}

function requestedMode(search: string, profile: TourHostProps['profile']): TourMode | null {
  const asked = new URLSearchParams(search).get(TOUR_PARAM);
  if (asked === 'restart') return restartMode(profile);
  if (asked === 'createchannel') return 'createchannel';
  return null;
}

/**
 * The guided tour on the chat side: it starts by itself until it is recorded as done, and again
 * when asked for in the address; each step is placed beside its sidebar entry.
 */
export function TourHost({ username, profile, store = defaultStore }: TourHostProps) {
  const [logic] = useState(() =>
    tourMachine.provide({ actions: { recordDone: () => store.recordDone(username) } }),
  );
  const actor = useActorRef(logic);
  const view = useView(actor, (snapshot) => connectTour(snapshot, actor.send))!;
  const search = useSearch();
  const [location, navigate] = useLocation();
  const asked = requestedMode(search, profile);

  // Read at arrival and at a new request only, not as the profile object changes identity.
  const latest = useRef({ profile, username, store, location, navigate });
  latest.current = { profile, username, store, location, navigate };
  useEffect(() => {
    const now = latest.current;
    if (asked) {
      actor.send({ type: 'tour.start', mode: asked });
      // Once started, the address forgets the request, so a reload does not start it again.
      now.navigate(now.location, { replace: true });
    } else if (!now.store.isDone(now.username)) {
      actor.send({ type: 'tour.start', mode: restartMode(now.profile) });
    }
  }, [asked, actor]);

  const anchorKey = view.current?.anchorKey ?? null;
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  useLayoutEffect(() => {
    if (!anchorKey) return;
    const place = () => setPosition(anchorOf(anchorKey));
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [anchorKey]);

  return <TourDialog view={view} position={position} />;
}

export default TourHost;
