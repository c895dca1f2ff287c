import type { Client } from 'openapi-fetch';
import type { PromiseActorLogic } from 'xstate';
import type {
  CreateLeadBody,
  CreateLeadResult,
  GeoPoint,
} from '../../../machines/createLead/index.ts';
import type { paths } from '../../../openapi/generated/main.ts';
import { unwrap } from '../../api/errors.ts';
import { intentKey } from '../../api/intentKey.ts';
import { fromAbortable } from '../../platform/abortableActor.ts';
import { getPosition } from '../../platform/geolocation.ts';

/** The lead desk's own calls, by the names its machines invoke. */
export type LeadDeskCalls = {
  addNewGroupLeader: PromiseActorLogic<{ message: string }, { username: string }>;
  createNewLead: PromiseActorLogic<CreateLeadResult, CreateLeadBody>;
  getLocation: PromiseActorLogic<GeoPoint, void>;
};

/**
 * Over the plain v1 client: each create carries an Idempotency-Key for its request, so a press
 * repeated after a lost answer is answered with the first result. The position is the browser's.
 */
export function createLeadDeskCalls(main: Client<paths>): LeadDeskCalls {
  return {
    addNewGroupLeader: fromAbortable(async ({ input, signal }) =>
      unwrap(
        await main.POST('/group-leaders/new', {
          params: { header: { 'Idempotency-Key': intentKey('gl', input) } },
          body: input,
          signal,
        }),
      ),
    ),
    createNewLead: fromAbortable(async ({ input, signal }) =>
      unwrap(
        await main.POST('/leads', {
          params: { header: { 'Idempotency-Key': intentKey('newLead', input) } },
          body: input,
          signal,
        }),
      ),
    ),
    getLocation: fromAbortable(({ signal }) => getPosition(signal)),
  };
}
