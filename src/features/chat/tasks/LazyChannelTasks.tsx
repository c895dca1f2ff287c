import { lazy } from 'react';

/** The Tasks dialog, its machine and its calls load when Tasks is first pressed (the chat's budget). */
export const LazyChannelTasks = lazy(() => import('./ChannelTasksDialog.tsx'));
