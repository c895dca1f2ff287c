import type { PromiseActorLogic } from 'xstate';
import type { components } from '../../openapi/generated/main.ts';
import type { GeocodeCandidate, LatLong } from '../../src/domain/employers.ts';

export type Employer = components['schemas']['Employer'];
export type EmployerAddress = components['schemas']['EmployerAddress'];
export type NewEmployerAddress = components['schemas']['NewEmployerAddress'];
export type CreatedEmployerAddress = components['schemas']['CreatedEmployerAddress'];
export type { GeocodeCandidate, LatLong };

/** What a replace names: the customer, the address replaced and the one picked. */
export type EmployerReplacement = {
  username: string;
  currentDetailsId: number;
  newDetailsId: number;
  attempt: number;
};

/**
 * The calls of the employer search dialog, by the names the machine invokes them with: each
 * resolves with the server's answer and rejects with an Error carrying the server's words.
 * `saveNewAddress` and `addSubEmployer` carry one Idempotency-Key per intent (`attempt`).
 */
export type EmployerPickActors = {
  searchEmployers: PromiseActorLogic<Employer[], { name: string }>;
  listEmployerAddresses: PromiseActorLogic<EmployerAddress[], { employerId: number }>;
  geocodeAddress: PromiseActorLogic<GeocodeCandidate[], { location: string }>;
  saveNewAddress: PromiseActorLogic<
    CreatedEmployerAddress,
    { address: NewEmployerAddress; attempt: number }
  >;
  saveComment: PromiseActorLogic<EmployerAddress, { detailsId: number; comment: string }>;
  addSubEmployer: PromiseActorLogic<
    unknown,
    { username: string; detailsId: number; attempt: number }
  >;
  replaceEmployer: PromiseActorLogic<unknown, EmployerReplacement>;
};
