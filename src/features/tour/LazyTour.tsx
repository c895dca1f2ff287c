import { lazy, Suspense } from 'react';
import { afterFirstContent } from '../../platform/afterFirstContent.ts';
import type { TourHostProps } from './TourHost.tsx';

// The tour is not what the chat page is opened for: its code arrives after first content.
const TourHost = lazy(() => afterFirstContent().then(() => import('./TourHost.tsx')));

export function LazyTour(props: TourHostProps) {
  return (
    <Suspense fallback={null}>
      <TourHost {...props} />
    </Suspense>
  );
}
