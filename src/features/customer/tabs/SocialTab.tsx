import { useMemo, useState } from 'react';
import { Tabs } from '../../../ui/Tabs.tsx';
import { createAlternateContactActors } from '../alternateContactCalls.ts';
import { AlternateContactsSection } from '../components/AlternateContactsSection.tsx';
import { CUSTOMER_PAGE_TEXTS as T } from '../customerPageTexts.ts';
import type { CustomerTabProps } from '../customerTypes.ts';
import { ContactsInfoPanel } from '../social/ContactsInfoPanel.tsx';

/** The spec's sub-tabs, in its order (part 1 §2). */
const SUB_TABS = ['contactsInfo', 'alternate'] as const;
type SubTab = (typeof SUB_TABS)[number];

/**
 * The Social tab: Contacts Info (the phone-book contacts the server lists) and Alternate Contacts
 * (the contacts a customer gave or was reached on, which staff add to and edit). Alternate
 * Contacts opens first: it is the table staff act on (add, edit, reference checks).
 */
export function SocialTab(props: CustomerTabProps) {
  const [open, setOpen] = useState<SubTab>('alternate');
  const actors = useMemo(() => createAlternateContactActors(props.queries), [props.queries]);
  return (
    <Tabs
      label={T.socialSubTabsLabel}
      selected={open}
      onSelect={setOpen}
      tabs={SUB_TABS.map((id) => ({
        id,
        label: T.socialSubTabs[id],
        panel:
          id === 'alternate' ? (
            <AlternateContactsSection {...props} actors={actors} />
          ) : (
            <ContactsInfoPanel {...props} />
          ),
      }))}
    />
  );
}
