import type { StaffProfile } from '../../machines/appSession/index.ts';

/**
 * What every dashboard screen gets. Its own module: the pages import it and screens.tsx imports
 * the pages, so it cannot live in screens.tsx without a cycle.
 * `screenKey` is the route segment, for pages that serve several routes.
 */
export type ScreenProps = { profile: StaffProfile; screenKey: string };
