import type { QueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { isFedByRealtime } from '../api/realtimeFed.ts';
import { useRealtimeCatchUp } from '../features/realtime/realtimeContext.ts';

/** Where the signed-in session keeps its query cache, made by the first screen that reads one. */
export type QueryClientSlot = { current: QueryClient | null };

const SlotContext = createContext<QueryClientSlot | null>(null);

/**
 * The server-state cache of one signed-in session: one slot per sign-in, emptied when the
 * signed-in tree goes (sign-out), so one user's data never shows to the next. The cache itself is
 * made by the first screen that reads a query (`SignedInQueryClient`), so the query code stays
 * in those screens' chunks rather than in every signed-in screen's critical path.
 */
export function SignedInQueries({ children }: { children: ReactNode }) {
  const [slot] = useState<QueryClientSlot>(() => ({ current: null }));
  // Emptied, not dropped: under StrictMode's trial unmount the screens keep the same client.
  useEffect(() => () => slot.current?.clear(), [slot]);
  return <SlotContext.Provider value={slot}>{children}</SlotContext.Provider>;
}

/** The session's slot; only screens inside the signed-in tree read queries. */
export function useQueryClientSlot(): QueryClientSlot {
  const slot = useContext(SlotContext);
  if (!slot) throw new Error('A query read outside the signed-in tree');
  return slot;
}

/**
 * Inside the RealtimeProvider: when the connection comes back after a gap, the session's reads
 * that realtime events keep current are read again (the events of the gap may be lost).
 */
export function CatchUpAfterRealtimeGap() {
  const slot = useQueryClientSlot();
  useRealtimeCatchUp(() => {
    void slot.current?.invalidateQueries({ predicate: isFedByRealtime });
  });
  return null;
}
