import { useLocation } from 'wouter';
import { menuLabel } from '../../domain/access/menu.ts';
import { SupportCallTab } from '../../features/support/SupportCallTab.tsx';
import type { ScreenProps } from '../screenProps.ts';

/** /lender/admin/callingDetails (and callinDetails): Customer Support, its support-call tab. */
export default function CustomerSupportPage({ profile }: ScreenProps) {
  const [pathname, navigate] = useLocation();
  return (
    <div className="flex flex-col gap-4">
      <h1 tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
        {menuLabel('callingDetails')}
      </h1>
      <SupportCallTab pathname={pathname} navigate={navigate} profile={profile} />
    </div>
  );
}
