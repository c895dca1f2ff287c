export type {
  CreatedJob,
  CreateJobActors,
  CreateJobInput,
  JobType,
} from './createJob.actors.ts';
export * from './createJob.connect.ts';
export { CREATE_JOB_SAMPLE } from './createJob.fixtures.ts';
export {
  type CreateJobContext,
  type CreateJobEvent,
  createJobMachine,
} from './createJob.machine.ts';
export * from './createJob.rules.ts';
export { CREATE_JOB_TEXTS } from './createJob.texts.ts';
