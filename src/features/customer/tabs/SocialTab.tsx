import { useMemo } from 'react';
import { createAlternateContactActors } from '../alternateContactCalls.ts';
import { AlternateContactsSection } from '../components/AlternateContactsSection.tsx';
import type { CustomerTabProps } from '../customerTypes.ts';

/**
 * The Social tab: the contacts a customer gave or was reached on ('Alternate Contacts'), which
 * staff may add to and edit, saving over the v1 client.
 */
export function SocialTab(props: CustomerTabProps) {
  const actors = useMemo(() => createAlternateContactActors(props.queries), [props.queries]);
  return <AlternateContactsSection {...props} actors={actors} />;
}
