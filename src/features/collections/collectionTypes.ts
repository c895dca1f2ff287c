import type { RoleFlags } from '../../domain/access/roles.ts';
import type { CollectionQueryHooks } from './collectionQueries.ts';

/**
 * What a host page gives the collection panels: the customer page's tab props, by shape (a
 * feature does not import another's types).
 */
export type CollectionPanelProps = {
  queries: CollectionQueryHooks;
  username: string;
  /** The version on screen (null: current). These reads have none, so the panels say so. */
  historyDate: string | null;
  flags: RoleFlags;
  me: string;
};
