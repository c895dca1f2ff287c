/**
 * The query `meta` of a read that realtime events keep current (a channel's messages): after the
 * connection comes back from a gap, such reads are asked again, since events may have been missed.
 */
export const FED_BY_REALTIME = { fedByRealtime: true } as const;

export const isFedByRealtime = (query: { meta?: Record<string, unknown> }): boolean =>
  query.meta?.fedByRealtime === true;
