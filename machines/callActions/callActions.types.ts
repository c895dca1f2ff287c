import type { components, operations } from '../../openapi/generated/main.ts';

/* What the call-screen actions exchange with the server (openapi/main.yaml, tag `leads`). */

type JsonBody<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type JsonOk<Op> = Op extends { responses: { 200: infer R } } ? JsonBody<R> : never;

export type AssignLeadInput = JsonBody<operations['assignNewLead']['requestBody']>;
export type EscalateInput = JsonBody<operations['escalateToManager']['requestBody']>;
/** `{message}`: the server's words, shown as they are. */
export type ActionMessage = JsonOk<operations['assignNewLead']>;
export type ManagersList = JsonOk<operations['listManagers']>;
export type PaymentLinkInput = operations['getPaymentLink']['parameters']['query'];
export type PaymentLinkOutput = JsonOk<operations['getPaymentLink']>;
export type ManagerRole = components['schemas']['ManagerRole'];

/** One loan of a soft-call case, as the case lists it. */
export type CaseLoan = components['schemas']['SoftCall']['loans'][number];

/** A manager the agent may escalate to. */
export type Manager = { username: string; name: string; roles: readonly string[] };
