import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { createQueryClient } from './queryClient.ts';

/**
 * The server-state cache of one signed-in session: created when the signed-in tree mounts and
 * emptied when it goes (sign-out), so one user's data never shows to the next.
 */
export function SignedInQueries({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  useEffect(() => () => client.clear(), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
