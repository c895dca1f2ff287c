import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from './queryClient.ts';
import { useQueryClientSlot } from './SignedInQueries.tsx';

/** Provides the session's query cache to a screen, making it on the session's first read. */
export function SignedInQueryClient({ children }: { children: ReactNode }) {
  const slot = useQueryClientSlot();
  const [client] = useState(() => {
    slot.current ??= createQueryClient();
    return slot.current;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
