import { lazy, Suspense } from 'react';
import type { TelephonySimulatorPanelProps } from './TelephonySimulatorPanel.tsx';

// Its own chunk: only a simulator build shows it, and it is never part of a call screen's first
// content (a production build with real telephony never loads it).
const Panel = lazy(() =>
  import('./TelephonySimulatorPanel.tsx').then((m) => ({ default: m.TelephonySimulatorPanel })),
);

/** The simulator's steering panel, loaded when the app's telephony is the simulator. */
export function SimulatorPanelSlot(props: TelephonySimulatorPanelProps) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
