import type { MainQueries } from './customerQueries.ts';

/**
 * The customer photo's two reads (spec part 1 §7 'photo lookup two-step GET (response uri)'): the
 * lookup answers a uri, and the file at that uri is read with the same authenticated client.
 */
export function photoLookupQuery(queries: MainQueries, username: string) {
  return queries.queryOptions('get', '/customers/{username}/photo', {
    params: { path: { username } },
  });
}

/** The photo file a lookup's uri names (the contract's getCustomerPhotoFile), as a Blob. */
export function photoFileQuery(queries: MainQueries, photoId: number) {
  return queries.queryOptions('get', '/customer-photos/{photo_id}', {
    params: { path: { photo_id: photoId } },
    parseAs: 'blob',
  });
}

/** The photo id of a uri the lookup answered; null for none, or for a uri the contract does not name. */
export function photoIdOf(uri: string | null | undefined): number | null {
  const match = /^\/customer-photos\/([1-9][0-9]*)$/u.exec(uri ?? '');
  return match ? Number(match[1]) : null;
}
