import type { Client } from 'openapi-fetch';
import type { components, paths } from '../../../openapi/generated/main.ts';
import { pickServerMessage, unwrap } from '../../api/errors.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';
import type { SavedWorkStore } from './savedWork.ts';
import { type CopyText, createSoftCallCalls, type SoftCallCalls } from './softCallCalls.ts';

export type Desk = components['schemas']['Desk'];
/** A case of a desk's queue: the soft-call record and the desk's own facts. */
export type DeskCase = components['schemas']['DeskCase'];

type FeedbackBody = {
  recovery: components['schemas']['FeedbackPayload'];
  audit: components['schemas']['AuditFeedback'];
  lead: components['schemas']['LeadFeedback'];
  support: components['schemas']['SupportFeedback'];
};

/**
 * A desk's calls under the loop's actor names (the loop is the soft-call machine, run with the
 * desk's queue and feedback): its queue, the call link, its own feedback body. The support
 * buttons' calls are the soft-call screen's own.
 */
export function createDeskCalls(
  main: Client<paths>,
  desk: Desk,
  options: { savedWork: SavedWorkStore; copyText?: CopyText },
): SoftCallCalls {
  const base = createSoftCallCalls(main, options);
  const post = <D extends Desk>(
    d: D,
    id: number,
    body: FeedbackBody[D],
    key: string,
    signal: AbortSignal,
  ) =>
    main.POST(`/call-desks/${d as 'audit'}/{id}/feedback`, {
      params: { path: { id }, header: { 'Idempotency-Key': key } },
      body: body as FeedbackBody['audit'],
      signal,
    });
  return {
    ...base,
    fetchNextSoftCall: fromAbortable(async ({ input, signal }) => {
      const { soft_call_id, after } = input as { soft_call_id?: number; after?: number };
      const query = {
        ...(soft_call_id === undefined ? {} : { case_id: soft_call_id }),
        ...(after === undefined ? {} : { after }),
      };
      return unwrap(
        await main.GET('/call-desks/{desk}/next', {
          params: { path: { desk }, query },
          signal,
        }),
      );
    }),
    saveCallOutcome: fromAbortable(async ({ input, signal }) => {
      const { idempotencyKey, ...body } = input;
      return unwrap(
        await main.POST('/call-desks/{desk}/outcome', {
          params: { path: { desk }, header: { 'Idempotency-Key': idempotencyKey } },
          body,
          signal,
        }),
      );
    }),
    submitFeedback: fromAbortable(async ({ input, signal }) => {
      // The loop carries the desk's own body: its feedback machine made it.
      const answer = await post(
        desk,
        input.id,
        input.payload as unknown as FeedbackBody[typeof desk],
        input.idempotencyKey,
        signal,
      );
      // The case is closed: its feedback was saved before (an answer lost on the way). Saved.
      if (answer.response.status === 409) return { msg: pickServerMessage(answer.error) };
      return unwrap(answer);
    }),
  };
}
