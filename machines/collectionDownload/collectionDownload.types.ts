import type { components } from '../../openapi/generated/main.ts';
import type { DownloadInput } from '../shared/downloadMachine.ts';

/** One collections row (spec part 1 §3 'Collections row'). */
export type CollectionRow = components['schemas']['CollectionRow'];
/** The listCollections answer: rows, how many there are, and the month's summary. */
export type Collections = components['schemas']['Collections'];
export type CollectionSummary = components['schemas']['CollectionSummary'];

/** What the export gets: whose collections, of which month (YYYY-MM), the file, where to report. */
export type ExportCollectionsInput = DownloadInput<
  { usernames: readonly string[] },
  { month: string }
>;
