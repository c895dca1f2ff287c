import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ActorRefFrom } from 'xstate';
import type { softCallMachine } from '../../../machines/softCall/index.ts';

export type SoftCallLoopRef = ActorRefFrom<typeof softCallMachine>;

/** What floats over every screen while the host holds a loop: its call popup. */
export type FloatingLoop = (loop: { away: boolean }) => ReactNode;

/** The desks that run the loop (see SoftCallRoute's LoopDesk). */
type HeldDesk = 'soft' | 'recovery' | 'audit' | 'lead' | 'support';

export type SoftCallHolder = {
  /** The desk's loop kept from an earlier visit of its screen (a call or its feedback in progress). */
  resume(desk: HeldDesk): SoftCallLoopRef | null;
  /**
   * Another desk's loop holds a call or its unsaved feedback: that desk, and the way back to it.
   * A desk's screen then waits rather than start a second loop beside the first.
   */
  busyElsewhere(desk: HeldDesk): { desk: HeldDesk; goBack: () => void } | null;
  /**
   * The case a loop finished (saved) while the agent was on another screen: the path back may
   * still name it, but it must not be opened (and dialled) again.
   */
  finishedAway(): number | null;
  /** The screen shows this loop: started here once, held until the screen lets it go. */
  attach(desk: HeldDesk, loop: SoftCallLoopRef, goBack: () => void, floating: FloatingLoop): void;
  /**
   * The screen is left. With a call or its unsaved feedback in progress the loop stays (its
   * popup floats over the next screen) until that case is done; otherwise it stops.
   */
  detach(loop: SoftCallLoopRef): void;
};

const HolderContext = createContext<SoftCallHolder | null>(null);

/** The host above the routes, or null where a screen is rendered on its own (tests, stories). */
export const useSoftCallHolder = () => useContext(HolderContext);

type Held = {
  desk: HeldDesk;
  goBack: () => void;
  loop: SoftCallLoopRef;
  floating: FloatingLoop;
  attached: boolean;
  /** The case shown when the screen was left. */
  caseId: number | null;
  /** While away: watches for the case to be done, then stops the loop. */
  watch: { unsubscribe(): void } | null;
};

/** A call or its feedback is in progress: leaving the screen must not end it. */
const isWorking = (loop: SoftCallLoopRef) => {
  const snapshot = loop.getSnapshot();
  return snapshot.status === 'active' && snapshot.hasTag('working');
};

/**
 * Holds the soft-call loop for the signed-in session (part 1 §2: the call popup floats during a
 * call): the call belongs to the app, not to the screen. Leaving Customer Support mid-call keeps
 * the loop, its call and its feedback, and the popup stays over whatever screen comes next;
 * coming back shows the same case in the same state. A loop left while idle stops, as does a
 * loop left mid-call once that case is done (it never dials the next customer unseen).
 * Stops are deferred by a microtask so StrictMode's unmount-and-remount keeps the same loop.
 */
export function SoftCallHost({ children }: { children: ReactNode }) {
  const held = useRef<Held | null>(null);
  const finished = useRef<number | null>(null);
  const started = useRef(new WeakSet<SoftCallLoopRef>());
  const [shown, setShown] = useState<{ floating: FloatingLoop; away: boolean } | null>(null);

  const holder = useMemo<SoftCallHolder>(() => {
    const show = () => {
      const now = held.current;
      setShown(now ? { floating: now.floating, away: !now.attached } : null);
    };
    const drop = (loop: SoftCallLoopRef) => {
      const now = held.current;
      if (!now || now.loop !== loop || now.attached) return;
      now.watch?.unsubscribe();
      held.current = null;
      loop.stop();
      show();
    };
    return {
      finishedAway: () => finished.current,
      resume: (desk) => {
        const now = held.current;
        return now && now.desk === desk && now.loop.getSnapshot().status === 'active'
          ? now.loop
          : null;
      },
      busyElsewhere: (desk) => {
        const now = held.current;
        // Attached or not: when one desk's screen replaces another's in one render, the old one
        // has not let go yet, and its call must not be ended by the new one.
        return now && now.desk !== desk && isWorking(now.loop)
          ? { desk: now.desk, goBack: now.goBack }
          : null;
      },
      attach: (desk, loop, goBack, floating) => {
        const before = held.current;
        if (before && before.loop !== loop) {
          before.watch?.unsubscribe();
          before.loop.stop();
        }
        if (before?.loop === loop) before.watch?.unsubscribe();
        held.current = { desk, goBack, loop, floating, attached: true, caseId: null, watch: null };
        if (!started.current.has(loop)) {
          started.current.add(loop);
          loop.start();
        }
        show();
      },
      detach: (loop) => {
        const now = held.current;
        if (!now || now.loop !== loop) return;
        now.attached = false;
        now.caseId = loop.getSnapshot().context.call?.id ?? null;
        queueMicrotask(() => {
          if (held.current !== now || now.attached) return;
          if (!isWorking(loop)) {
            drop(loop);
            return;
          }
          now.watch = loop.subscribe({
            next: (snapshot) => {
              if (isWorking(loop)) return;
              // Saved (the loop forgot it): the next visit starts from the queue, not this case.
              if (snapshot.context.call === null) finished.current = now.caseId;
              queueMicrotask(() => drop(loop));
            },
          });
          show();
        });
      },
    };
  }, []);

  // Signing out unmounts the host: a loop it still holds (and its call) ends with the session.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      queueMicrotask(() => {
        const now = held.current;
        if (mounted.current || !now) return;
        now.watch?.unsubscribe();
        held.current = null;
        now.loop.stop();
      });
    };
  }, []);

  return (
    <HolderContext.Provider value={holder}>
      {children}
      {shown ? shown.floating({ away: shown.away }) : null}
    </HolderContext.Provider>
  );
}
