import { useEffect, useMemo, useState } from 'react';

export type ResolveNames = (
  usernames: readonly string[],
  onNames: (names: Record<string, string>) => void,
  signal: AbortSignal,
) => Promise<void>;

/** The cached names of these people, updated as the cache learns them; none without a resolver. */
export function useContactNames(
  resolve: ResolveNames | undefined,
  usernames: readonly string[],
): Readonly<Record<string, string>> {
  const [names, setNames] = useState<Record<string, string>>({});
  const key = useMemo(() => [...new Set(usernames)].sort().join(','), [usernames]);
  useEffect(() => {
    if (!resolve || key === '') return;
    const controller = new AbortController();
    resolve(key.split(','), (found) => setNames((old) => ({ ...old, ...found })), controller.signal)
      // A failed lookup leaves the server's display names in place.
      .catch(() => undefined);
    return () => controller.abort();
  }, [resolve, key]);
  return names;
}
