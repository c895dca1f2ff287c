import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

/**
 * Who holds the page: a part with unsaved edits says so, and whatever would take it away (a tab
 * switch) asks `held()` first. One per page that can switch between parts.
 */
export type LeaveGuard = { held: () => boolean; hold: (holder: symbol, on: boolean) => void };

export function createLeaveGuard(): LeaveGuard {
  const holders = new Set<symbol>();
  return {
    held: () => holders.size > 0,
    hold: (holder, on) => {
      if (on) holders.add(holder);
      else holders.delete(holder);
    },
  };
}

const LeaveGuardContext = createContext<LeaveGuard | null>(null);

export function LeaveGuardProvider({
  guard,
  children,
}: {
  guard: LeaveGuard;
  children: ReactNode;
}) {
  return <LeaveGuardContext.Provider value={guard}>{children}</LeaveGuardContext.Provider>;
}

/**
 * While `unsaved`, holds the enclosing page's guard (a tab switch asks first) and has the
 * browser ask before the page is reloaded or closed.
 */
export function useLeaveGuard(unsaved: boolean): void {
  const guard = useContext(LeaveGuardContext);
  const [holder] = useState(() => Symbol('unsaved'));
  useEffect(() => {
    if (!unsaved) return;
    guard?.hold(holder, true);
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => {
      guard?.hold(holder, false);
      window.removeEventListener('beforeunload', ask);
    };
  }, [unsaved, guard, holder]);
}
