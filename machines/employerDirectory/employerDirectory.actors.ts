import type { PromiseActorLogic } from 'xstate';
import type { components } from '../../openapi/generated/main.ts';

export type Employer = components['schemas']['Employer'];

/** The employers route's search call: employers whose name contains the text. */
export type EmployerDirectoryActors = {
  searchEmployers: PromiseActorLogic<Employer[], { name: string }>;
};
