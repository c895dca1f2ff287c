import type { PromiseActorLogic } from 'xstate';
import type { components, operations } from '../../openapi/generated/main.ts';

/** The body of registerComplaint (POST /complaint/register-complaint). */
export type RegisterComplaintInput = NonNullable<
  operations['registerComplaint']['requestBody']
>['content']['application/json'];

export type RegisteredComplaint = components['schemas']['ComplaintRow'];
export type ComplaintCategory = components['schemas']['ComplaintCategory'];

/** The register call by the name the machine invokes it with; rejects with the server's words. */
export type RegisterComplaintActors = {
  registerComplaint: PromiseActorLogic<RegisteredComplaint, RegisterComplaintInput>;
};
