import type { AlternateContactsActors } from '../../../machines/alternateContacts/index.ts';
import { intentKey } from '../../api/intentKey.ts';
import { runQueryOptions as call } from '../../api/queryHooks.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';
import type { MainQueries } from './customerQueries.ts';

/** The contacts' saves over the v1 client: the dialog and the editors show the server's words. */
export function createAlternateContactActors(queries: MainQueries): AlternateContactsActors {
  return {
    addContact: fromAbortable(({ input, signal }) =>
      call(
        queries.queryOptions('post', '/customers/alternate-contacts', {
          // Saved once: a retry of the same contact is answered with the first result.
          params: { header: { 'Idempotency-Key': intentKey('alternate-contact', input) } },
          body: input,
        }),
        signal,
      ),
    ),
    updateContact: fromAbortable(({ input, signal }) =>
      call(queries.queryOptions('put', '/customers/alternate-contacts', { body: input }), signal),
    ),
  };
}

/** The relations a contact may have, in the dialog's order (listContactRelations). */
export const contactRelationsQuery = (queries: MainQueries) =>
  queries.queryOptions('get', '/customers/alternate-contacts/relations');
