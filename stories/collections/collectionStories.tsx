import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../src/api/errors.ts';
import { addMonths, efficiencyMonths } from '../../src/domain/collections.ts';
import { collectionQueries } from '../../src/features/collections/collectionQueries.ts';
import { type Answer, fakeCustomerServer } from '../../tests/support/fakeCustomerServer.ts';
import {
  noCollections,
  noDisbursed,
  SAMPLE_MONTH,
  SAMPLE_TODAY,
  sampleCohorts,
  sampleCollections,
  sampleDisbursed,
  sampleNonStarters,
} from '../../tests/support/fixtures/collections.ts';
import { SAMPLE_USERNAME } from '../../tests/support/fixtures/customer.ts';
import { seedFailure } from '../support/withQueryClient.tsx';

/** A server that never answers: what a story does not seed shows its skeleton. */
export const silent = fakeCustomerServer(() => new Promise<Answer>(() => {}));
export const reads = collectionQueries(silent.queries);
export const USERNAMES = [SAMPLE_USERNAME];
export const failure = new ApiError(502, { error: 'Bad Gateway' });
/** Created Loans opens on the last twelve months up to today. */
export const RANGE = [`${addMonths(SAMPLE_MONTH, -11)}-01`, SAMPLE_TODAY] as const;

type Seed = (client: QueryClient) => void;

/** The collection view's reads of the sample month, answered (`empty`: with nothing). */
export const viewAnswered =
  (empty = false): Seed =>
  (client) => {
    client.setQueryData(
      reads.cohorts(SAMPLE_USERNAME).queryKey,
      empty ? { results: [] } : sampleCohorts,
    );
    for (const month of efficiencyMonths(SAMPLE_MONTH)) {
      client.setQueryData(
        reads.nonStarters(SAMPLE_USERNAME, month).queryKey,
        empty ? sampleNonStarters('1999-01') : sampleNonStarters(month),
      );
    }
    client.setQueryData(
      reads.collections(USERNAMES, SAMPLE_MONTH).queryKey,
      empty ? noCollections : sampleCollections,
    );
  };

/** Every read of the collection view failed. */
export const viewFailed: Seed = (client) => {
  seedFailure(client, reads.cohorts(SAMPLE_USERNAME).queryKey, failure);
  for (const month of efficiencyMonths(SAMPLE_MONTH)) {
    seedFailure(client, reads.nonStarters(SAMPLE_USERNAME, month).queryKey, failure);
  }
  seedFailure(client, reads.collections(USERNAMES, SAMPLE_MONTH).queryKey, failure);
};

/** Created Loans' reads, answered (`empty`: nothing disbursed, nothing due). */
export const createdAnswered =
  (empty = false): Seed =>
  (client) => {
    client.setQueryData(
      reads.disbursed(SAMPLE_USERNAME, ...RANGE).queryKey,
      empty ? noDisbursed : sampleDisbursed,
    );
    client.setQueryData(
      reads.collections(USERNAMES, SAMPLE_MONTH).queryKey,
      empty ? noCollections : sampleCollections,
    );
  };

export const createdFailed: Seed = (client) => {
  seedFailure(client, reads.disbursed(SAMPLE_USERNAME, ...RANGE).queryKey, failure);
  seedFailure(client, reads.collections(USERNAMES, SAMPLE_MONTH).queryKey, failure);
};
