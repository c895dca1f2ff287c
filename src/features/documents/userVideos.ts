// A user's videos (for the loan page's video assignment) and one document's file, over the same
// document reads as the grids.
import { runQueryOptions as call } from '../../api/queryHooks.ts';
import { documentKind } from './components/documentKind.ts';
import { documentQueries, type MainQueries } from './documentCalls.ts';
import type { DocumentRecord } from './documentTypes.ts';

/** The user's documents that are videos (by their file), across the customer view's folders. */
export function userVideosQuery(queries: MainQueries, username: string) {
  return {
    ...documentQueries(queries).customer(username),
    select: (data: { cells: { documents: DocumentRecord[] }[] }): DocumentRecord[] =>
      data.cells.flatMap((cell) => cell.documents).filter((doc) => documentKind(doc) === 'video'),
  };
}

/** One document's file as a Blob (with the bearer token), keyed by its id. */
export function documentFileQuery(queries: MainQueries, documentId: number) {
  return {
    queryKey: ['document-file', documentId] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      call<Blob>(
        queries.queryOptions('get', '/document/dashboard/document/{document_id}/file', {
          params: { path: { document_id: documentId } },
          parseAs: 'blob',
        }),
        signal,
      ),
  };
}
