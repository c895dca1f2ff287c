import type { PromiseActorLogic } from 'xstate';
import type { components, operations } from '../../openapi/generated/main.ts';

/** The body of createJob (POST /jobs/job-create). */
export type CreateJobInput = NonNullable<
  operations['createJob']['requestBody']
>['content']['application/json'];

export type CreatedJob = components['schemas']['JobRow'];
export type JobType = components['schemas']['JobType'];

/** The create call by the name the machine invokes it with; rejects with the server's words. */
export type CreateJobActors = {
  createJob: PromiseActorLogic<CreatedJob, CreateJobInput>;
};
