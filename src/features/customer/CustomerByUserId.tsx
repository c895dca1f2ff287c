import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { messages } from '../../domain/messages.ts';
import { ListSkeleton } from '../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../ui/QueryPanel.tsx';
import { CustomerFrame, GateStatement } from './components/CustomerFrame.tsx';
import { CUSTOMER_PAGE_TEXTS as T } from './customerPageTexts.ts';
import { customerByUserIdQuery, type MainQueries } from './customerQueries.ts';
import { isForbidden, isNotFound } from './customerRules.ts';

export type CustomerByUserIdProps = {
  queries: MainQueries;
  /** The user id, and the address segment it was read from (shown until it resolves). */
  userId: number;
  segment: string;
  backHref: string | null;
  /** The customer page itself, for the username the id resolved to. */
  children: (username: string) => ReactNode;
};

/**
 * /lender/user/{user_id}: the username first, then the page exactly as for the username; the
 * address keeps the id. While it resolves it looks like the page checking access (the server
 * checks it here too); no such customer and a refusal read as on the page, since a retry cannot
 * help; any other failure says so with Retry.
 */
export function CustomerByUserId({
  queries,
  userId,
  segment,
  backHref,
  children,
}: CustomerByUserIdProps) {
  const resolved = useQuery(customerByUserIdQuery(queries, userId));
  if (resolved.data) return children(resolved.data.username);
  const gate = isNotFound(resolved.error)
    ? 'notFound'
    : isForbidden(resolved.error)
      ? 'refused'
      : null;
  return (
    <CustomerFrame id={segment} backHref={backHref}>
      {gate ? (
        <GateStatement gate={gate} id={segment} />
      ) : (
        <QueryPanel
          query={resolved}
          errorText={messages.common.somethingWentWrong}
          retryLabel={T.retry}
          skeleton={<ListSkeleton label={T.checkingAccess} lines={3} />}
        >
          {() => null}
        </QueryPanel>
      )}
    </CustomerFrame>
  );
}
