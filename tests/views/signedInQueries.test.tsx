// @vitest-environment jsdom
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignedInQueries } from '../../src/app/SignedInQueries.tsx';
import { SignedInQueryClient } from '../../src/app/SignedInQueryClient.tsx';
import { isAbortError } from '../../src/platform/abort.ts';
import { QueryPanel } from '../../src/ui/QueryPanel.tsx';

const seen: QueryClient[] = [];

function Screen({ name }: { name: string }) {
  seen.push(useQueryClient());
  const notes = useQuery({ queryKey: ['notes'], queryFn: async () => [`notes of ${name}`] });
  return <p>{notes.data?.[0] ?? 'loading'}</p>;
}

describe('the query cache of a signed-in session', () => {
  it('is one per sign-in, shared by its screens, and emptied at sign-out', async () => {
    seen.length = 0;
    const session = (
      <SignedInQueries>
        <SignedInQueryClient>
          <Screen name="first" />
        </SignedInQueryClient>
        <SignedInQueryClient>
          <Screen name="second" />
        </SignedInQueryClient>
      </SignedInQueries>
    );
    const { unmount } = render(session);
    expect(await screen.findAllByText('notes of first')).toHaveLength(2);
    const client = seen[0]!;
    expect(new Set(seen)).toEqual(new Set([client]));
    unmount();
    expect(client.getQueryCache().getAll()).toEqual([]);

    // The next sign-in starts with a new, empty cache.
    render(session);
    expect(seen.at(-1)).not.toBe(client);
  });

  it('refuses a query screen outside the signed-in tree', () => {
    expect(() => render(<SignedInQueryClient>{null}</SignedInQueryClient>)).toThrow(
      'outside the signed-in tree',
    );
  });
});

describe('the query panel', () => {
  it('never shows an aborted request as a failure', () => {
    const aborted = new DOMException('The page is being left', 'AbortError');
    expect(isAbortError(aborted)).toBe(true);
    render(
      <QueryPanel
        query={{ status: 'error', data: undefined, error: aborted, refetch: () => {} }}
        errorText="error in fetching profile details"
        skeleton={<p>Loading…</p>}
      >
        {() => null}
      </QueryPanel>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Loading…').closest('[aria-busy=true]')).not.toBeNull();
  });
});
