import type { Client } from 'openapi-fetch';
import type { CallActionActors } from '../../../machines/callActions/index.ts';
import type { SoftCallActors } from '../../../machines/softCall/index.ts';
import type { paths } from '../../../openapi/generated/main.ts';
import { pickServerMessage, unwrap } from '../../api/errors.ts';
import { intentKey } from '../../api/intentKey.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';
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
    fetchNextSoftCall: fromAbortable(async ({ input, signal }) =>
      unwrap(await main.GET('/soft-calls/next', { params: { query: input }, signal })),
    ),
    loadSavedWork: fromAbortable(async ({ input }) => options.savedWork.load(input.softCallId)),
    saveCallOutcome: fromAbortable(async ({ input, signal }) => {
      const { idempotencyKey, ...body } = input;
      return unwrap(
        await main.POST('/soft-calls/outcome', {
          params: { header: { 'Idempotency-Key': idempotencyKey } },
          body,
          signal,
        }),
      );
    }),
    submitFeedback: fromAbortable(async ({ input, signal }) => {
      const answer = await main.POST('/soft-calls/{id}/feedback', {
        params: { path: { id: input.id }, header: { 'Idempotency-Key': input.idempotencyKey } },
        body: input.payload,
        signal,
      });
      // The case is closed: its feedback was saved before (an answer lost on the way). Saved.
      if (answer.response.status === 409) return { msg: pickServerMessage(answer.error) };
      return unwrap(answer);
    }),
    requestDialPermit: fromAbortable(async ({ input, signal }) => {
      const { idempotencyKey, ...body } = input;
      return unwrap(
        await main.POST('/dial-permits', {
          params: { header: { 'Idempotency-Key': idempotencyKey } },
          body,
          signal,
        }),
      );
    }),
    assignNewLead: fromAbortable(async ({ input, signal }) =>
      unwrap(
        await main.POST('/leads/assign', {
          params: { header: { 'Idempotency-Key': intentKey('lead', input) } },
          body: input,
          signal,
        }),
      ),
    ),
    listManagers: fromAbortable(async ({ signal }) =>
      unwrap(await main.GET('/managers', { signal })),
    ),
    escalateToManager: fromAbortable(async ({ input, signal }) =>
      unwrap(
        await main.POST('/escalations', {
          params: { header: { 'Idempotency-Key': intentKey('escalation', input) } },
          body: input,
          signal,
        }),
      ),
    ),
    getPaymentLink: fromAbortable(async ({ input, signal }) =>
      unwrap(
        await main.GET('/payment-link', {
          params: { query: input, header: { 'Idempotency-Key': intentKey('payment-link', input) } },
          signal,
        }),
      ),
    ),
    copyText: fromAbortable(async ({ input }) => copyText(input.text)),
  };
}
