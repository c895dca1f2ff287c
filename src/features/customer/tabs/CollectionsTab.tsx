import { CollectionsPanel } from '../../collections/index.ts';
import type { CustomerTabProps } from '../customerTypes.ts';

/** Loans → Collections: the collection view of this customer as group leader. */
export function CollectionsTab(props: CustomerTabProps) {
  return <CollectionsPanel {...props} />;
}
