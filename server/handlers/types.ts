// Handler types derived from the generated contract types, so bodies and replies follow the spec.
import type { FastifyReply, FastifyRequest } from 'fastify';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;

type BodyOf<O> = O extends { requestBody: infer R } ? Json<NonNullable<R>> : undefined;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : undefined;
type ParamsOf<O> = O extends { parameters: { path: infer P } } ? NonNullable<P> : undefined;
type SuccessOf<O> = O extends { responses: infer R }
  ? R extends { 200: infer S }
    ? Json<S>
    : R extends { 201: infer S }
      ? Json<S>
      : never
  : never;

export type RequestOf<O> = FastifyRequest<{
  Body: BodyOf<O>;
  Querystring: QueryOf<O>;
  Params: ParamsOf<O>;
}>;

export type Handler<O> = (request: RequestOf<O>, reply: FastifyReply) => Promise<SuccessOf<O>>;

/** Handlers for the operations `K` of a generated `operations` interface. */
export type Handlers<Ops, K extends keyof Ops = keyof Ops> = { [P in K]: Handler<Ops[P]> };
