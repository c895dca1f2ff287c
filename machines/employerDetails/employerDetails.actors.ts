import type { PromiseActorLogic } from 'xstate';
import type { components } from '../../openapi/generated/main.ts';
import type { EmployerAddressDraft, EmployerRating } from '../../src/domain/employers.ts';

export type EmployerAddress = components['schemas']['EmployerAddress'];

/** The profile employer's saves (spec part 1 §7), by the names the machine invokes them with. */
export type EmployerDetailsActors = {
  editEmployer: PromiseActorLogic<
    EmployerAddress,
    { detailsId: number; fields: EmployerAddressDraft }
  >;
  verifyEmployer: PromiseActorLogic<EmployerAddress, { detailsId: number }>;
  renameEmployer: PromiseActorLogic<EmployerAddress, { detailsId: number; name: string }>;
  rateEmployer: PromiseActorLogic<EmployerAddress, { detailsId: number; rating: EmployerRating }>;
};
