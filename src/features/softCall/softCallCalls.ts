import type { Client } from 'openapi-fetch';
import { fromPromise } from 'xstate';
import type { CallActionActors } from '../../../machines/callActions/index.ts';
import type { SoftCallActors } from '../../../machines/softCall/index.ts';
import type { paths } from '../../../openapi/generated/main.ts';
import { unwrap } from '../../api/errors.ts';
import type { SavedWorkStore } from './savedWork.ts';

export type SoftCallCalls = SoftCallActors & CallActionActors;

/** Writes text to the clipboard; rejects when the browser refuses. */
export type CopyText = (text: string) => Promise<void>;

export const copyWithClipboard: CopyText = async (text) => {
  if (!globalThis.navigator?.clipboard) throw new Error('No clipboard in this browser');
  await globalThis.navigator.clipboard.writeText(text);
};

/**
 * The soft-call screen's calls over the v1 client. Pass the plain client: the loop and each
 * action show the server's words themselves (and the payment link its own sentence), so no
 * alert should pop up as well.
 */
export function createSoftCallCalls(
  main: Client<paths>,
  options: { savedWork: SavedWorkStore; copyText?: CopyText },
): SoftCallCalls {
  const copyText = options.copyText ?? copyWithClipboard;
  return {
    fetchNextSoftCall: fromPromise(async ({ input, signal }) =>
      unwrap(await main.GET('/soft-calls/next', { params: { query: input }, signal })),
    ),
    loadSavedWork: fromPromise(async ({ input }) => options.savedWork.load(input.softCallId)),
    saveCallOutcome: fromPromise(async ({ input, signal }) =>
      unwrap(await main.POST('/soft-calls/outcome', { body: input, signal })),
    ),
    submitFeedback: fromPromise(async ({ input, signal }) =>
      unwrap(
        await main.POST('/soft-calls/{id}/feedback', {
          params: { path: { id: input.id } },
          body: input.payload,
          signal,
        }),
      ),
    ),
    assignNewLead: fromPromise(async ({ input, signal }) =>
      unwrap(await main.POST('/leads/assign', { body: input, signal })),
    ),
    listManagers: fromPromise(async ({ signal }) =>
      unwrap(await main.GET('/managers', { signal })),
    ),
    escalateToManager: fromPromise(async ({ input, signal }) =>
      unwrap(await main.POST('/escalations', { body: input, signal })),
    ),
    getPaymentLink: fromPromise(async ({ input, signal }) =>
      unwrap(await main.GET('/payment-link', { params: { query: input }, signal })),
    ),
    copyText: fromPromise(async ({ input }) => copyText(input.text)),
  };
}
