import { Suspense } from 'react';
import { canSyncContacts } from '../../../domain/access/customerPage.ts';
import { lazyPanel } from '../../../ui/lazyPanel.tsx';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { CUSTOMER_PAGE_TEXTS as T } from '../customerPageTexts.ts';
import type { CustomerTabProps } from '../customerTypes.ts';

// The device data is its own chunk, fetched with the profile tab, so the page stays in budget.
const ProfileDevicePanel = lazyPanel(() =>
  import('../../devices/index.ts').then((m) => m.ProfileDevicePanel),
);

export const preloadProfileDeviceData = () => ProfileDevicePanel.preload();

/** The profile tab's device data (Messages, Contacts with the sync, Location). */
export function ProfileDeviceData(props: CustomerTabProps & { current: boolean }) {
  return (
    <Suspense fallback={<ListSkeleton label={T.loadingDeviceData} lines={3} />}>
      <ProfileDevicePanel
        queries={props.queries}
        username={props.username}
        canSync={props.current && canSyncContacts(props.flags)}
      />
    </Suspense>
  );
}
